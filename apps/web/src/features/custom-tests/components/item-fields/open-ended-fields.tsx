import { RUBRIC_CRITERIA, RUBRIC_CRITERION_LABELS } from '@app/contracts';
import { TextField } from '@/components/form/text-field';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import type { ItemFieldsProps } from './types';

/** The word range of a written answer and what full marks look like on each of the four criteria. */
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
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-medium">{t('openEnded.rubric')}</legend>
        <p className="text-xs text-muted-foreground">{t('openEnded.rubricHint')}</p>
        {RUBRIC_CRITERIA.map((criterion) => (
          <Field
            key={criterion}
            id={`rubric-${criterion}`}
            label={RUBRIC_CRITERION_LABELS[criterion]}
            required
            error={errors.rubric?.[criterion]?.message}
          >
            {(control) => <Textarea {...control} rows={2} {...form.register(`rubric.${criterion}`)} />}
          </Field>
        ))}
      </fieldset>
    </>
  );
}
