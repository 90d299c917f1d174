import { WORK_STYLE_LABELS, WORK_STYLES } from '@app/contracts';
import { useFieldArray } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useT } from '@/lib/i18n';
import { OptionListError } from './option-list-error';
import type { ItemFieldsProps } from './types';

const STYLE_OPTIONS = WORK_STYLES.map((value) => ({ value, label: WORK_STYLE_LABELS[value] }));

/** Two statements, each expressing a different work style; the candidate picks the one more like them. */
export function ForcedChoiceFields({ form }: ItemFieldsProps) {
  const { t } = useT('custom-tests');
  const statements = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium">{t('forcedChoice.statements')}</legend>
      <p className="text-xs text-muted-foreground">{t('forcedChoice.hint')}</p>
      {statements.fields.map((statement, index) => {
        const name = index === 0 ? 'A' : 'B';
        return (
          <div key={statement.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_12rem]">
            <TextField
              id={`fc-statement-${index}`}
              label={t('forcedChoice.statement', { name })}
              required
              autoComplete="off"
              error={errors.options?.[index]?.text?.message}
              {...form.register(`options.${index}.text`)}
            />
            <SelectField
              control={form.control}
              name={`options.${index}.style`}
              id={`fc-style-${index}`}
              label={t('forcedChoice.style', { name })}
              placeholder={t('forcedChoice.chooseStyle')}
              options={STYLE_OPTIONS}
            />
          </div>
        );
      })}
      <OptionListError id="fc-options-error" errors={errors} />
    </fieldset>
  );
}
