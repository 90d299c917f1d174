import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { EFFECTIVENESS_RATINGS, SJT_OPTIONS } from '../../lib/item-form';
import { OptionListError } from './option-list-error';
import type { ItemFieldsProps } from './types';

/** Responses to the situation, each rated 1 (least effective) to 4 (most): the key gives partial credit. */
export function SjtFields({ form }: ItemFieldsProps) {
  const { t } = useT('custom-tests');
  const responses = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{t('sjt.responses')}</legend>
      <p className="text-xs text-muted-foreground">{t('sjt.hint')}</p>
      {responses.fields.map((response, index) => (
        <div key={response.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_13rem_auto]">
          <TextField
            id={`sjt-response-${index}`}
            label={t('sjt.response', { number: index + 1 })}
            required
            autoComplete="off"
            error={errors.options?.[index]?.text?.message}
            {...form.register(`options.${index}.text`)}
          />
          <SelectField
            control={form.control}
            name={`options.${index}.effectiveness`}
            id={`sjt-effectiveness-${index}`}
            label={t('sjt.effectiveness')}
            required
            placeholder={t('sjt.rate')}
            options={EFFECTIVENESS_RATINGS.map((value) => ({
              value,
              label: t('sjt.rating', { rating: value }),
            }))}
            error={errors.options?.[index]?.effectiveness?.message}
          />
          <Button
            variant="ghost"
            size="icon"
            className="self-end justify-self-end"
            onClick={() => responses.remove(index)}
            disabled={responses.fields.length <= SJT_OPTIONS.min}
            aria-label={t('sjt.remove', { number: index + 1 })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <OptionListError id="sjt-options-error" errors={errors} />
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => responses.append({ text: '', style: 'structure', effectiveness: '' })}
        disabled={responses.fields.length >= SJT_OPTIONS.max}
      >
        <Plus aria-hidden="true" /> {t('sjt.add')}
      </Button>
    </fieldset>
  );
}
