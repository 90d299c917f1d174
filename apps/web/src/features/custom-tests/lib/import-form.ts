import { CUSTOM_TEST_IMPORT_MAX_BYTES } from '@app/contracts';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ns: 'custom-tests', ...values });

/** What an import reads: a CSV of the template's columns, or an IMS QTI 2.1 / 3.0 content package. */
export const IMPORT_ACCEPT = '.csv,.zip';

export const ZImportForm = z
  .object({
    target: z.enum(['new', 'existing']),
    name: z
      .string()
      .trim()
      .max(120, { error: () => t('validation.maxLength', { max: 120 }) }),
    testId: z.string(),
    file: z.custom<File | null>(),
  })
  .superRefine((form, ctx) => {
    if (!form.file) ctx.addIssue({ code: 'custom', path: ['file'], message: t('validation.file') });
    else if (!/\.(csv|zip)$/i.test(form.file.name))
      ctx.addIssue({
        code: 'custom',
        path: ['file'],
        message: t('validation.fileType'),
      });
    else if (form.file.size > CUSTOM_TEST_IMPORT_MAX_BYTES)
      ctx.addIssue({
        code: 'custom',
        path: ['file'],
        message: t('validation.fileSize', { megabytes: CUSTOM_TEST_IMPORT_MAX_BYTES / (1024 * 1024) }),
      });
    if (form.target === 'existing' && !form.testId)
      ctx.addIssue({ code: 'custom', path: ['testId'], message: t('validation.test') });
  });
export type TImportForm = z.input<typeof ZImportForm>;

export const EMPTY_IMPORT: TImportForm = { target: 'new', name: '', testId: '', file: null };
