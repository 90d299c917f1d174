import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { EFFECTIVENESS_LABELS, SJT_OPTIONS } from '../../lib/item-form';
import { OptionListError } from './option-list-error';
import type { ItemFieldsProps } from './types';

const EFFECTIVENESS_OPTIONS = Object.entries(EFFECTIVENESS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Responses to the situation, each rated 1 (least effective) to 4 (most): the key gives partial credit. */
export function SjtFields({ form }: ItemFieldsProps) {
  const responses = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Responses</legend>
      <p className="text-xs text-muted-foreground">
        Rate each response: 1 = least effective, 4 = most effective. A candidate’s choice earns the credit of
        its rating.
      </p>
      {responses.fields.map((response, index) => (
        <div key={response.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[1fr_13rem_auto]">
          <TextField
            id={`sjt-response-${index}`}
            label={`Response ${index + 1}`}
            required
            autoComplete="off"
            error={errors.options?.[index]?.text?.message}
            {...form.register(`options.${index}.text`)}
          />
          <SelectField
            control={form.control}
            name={`options.${index}.effectiveness`}
            id={`sjt-effectiveness-${index}`}
            label="Effectiveness"
            required
            placeholder="Rate it"
            options={EFFECTIVENESS_OPTIONS}
            error={errors.options?.[index]?.effectiveness?.message}
          />
          <Button
            variant="ghost"
            size="icon"
            className="self-end justify-self-end"
            onClick={() => responses.remove(index)}
            disabled={responses.fields.length <= SJT_OPTIONS.min}
            aria-label={`Remove response ${index + 1}`}
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
        <Plus aria-hidden="true" /> Add response
      </Button>
    </fieldset>
  );
}
