import { CUSTOM_TEST_IMPORT_MAX_BYTES } from '@app/contracts';
import { z } from 'zod';

/** What an import reads: a CSV of the template's columns, or an IMS QTI 2.1 / 3.0 content package. */
export const IMPORT_ACCEPT = '.csv,.zip';

export const ZImportForm = z
  .object({
    target: z.enum(['new', 'existing']),
    name: z.string().trim().max(120, 'At most 120 characters.'),
    testId: z.string(),
    file: z.custom<File | null>(),
  })
  .superRefine((form, ctx) => {
    if (!form.file) ctx.addIssue({ code: 'custom', path: ['file'], message: 'Choose a file to import.' });
    else if (!/\.(csv|zip)$/i.test(form.file.name))
      ctx.addIssue({
        code: 'custom',
        path: ['file'],
        message: 'Choose a .csv file or an IMS QTI package (.zip).',
      });
    else if (form.file.size > CUSTOM_TEST_IMPORT_MAX_BYTES)
      ctx.addIssue({
        code: 'custom',
        path: ['file'],
        message: `The file is larger than ${CUSTOM_TEST_IMPORT_MAX_BYTES / (1024 * 1024)} MB.`,
      });
    if (form.target === 'existing' && !form.testId)
      ctx.addIssue({ code: 'custom', path: ['testId'], message: 'Choose the test to add the questions to.' });
  });
export type TImportForm = z.input<typeof ZImportForm>;

export const EMPTY_IMPORT: TImportForm = { target: 'new', name: '', testId: '', file: null };
