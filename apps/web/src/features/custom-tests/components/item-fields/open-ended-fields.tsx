import { TextField } from '@/components/form/text-field';
import { useT } from '@/lib/i18n';
import { RubricFields } from './rubric-fields';
import type { ItemFieldsProps } from './types';

/** The word range of a written answer and the rubric it is rated on. */
export function OpenEndedFields({ form }: ItemFieldsProps) {
  const { t } = useT('custom-tests');
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="open-min-words"
          label={t('openEnded.min')}
          required
          inputMode="numeric"
          error={errors.minWords?.message}
          {...form.register('minWords')}
        />
        <TextField
          id="open-max-words"
          label={t('openEnded.max')}
          required
          inputMode="numeric"
          error={errors.maxWords?.message}
          {...form.register('maxWords')}
        />
      </div>
      <RubricFields form={form} />
    </>
  );
}
