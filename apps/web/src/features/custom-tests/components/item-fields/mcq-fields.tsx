import { ITEM_DIFFICULTIES } from '@app/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useT } from '@/lib/i18n';
import { MCQ_OPTIONS } from '../../lib/item-form';
import { OptionListError } from './option-list-error';
import type { ItemFieldsProps } from './types';

const letter = (index: number) => String.fromCharCode(65 + index);

/** Two to six options, the right one marked with its radio. */
export function McqFields({ form }: ItemFieldsProps) {
  const { t } = useT('custom-tests');
  const options = useFieldArray({ control: form.control, name: 'options' });
  const { errors } = form.formState;
  // Removing an option keeps the mark on the same option, or clears it when that option goes.
  const remove = (index: number) => {
    const key = form.getValues('keyIndex');
    if (key !== '') {
      const marked = Number(key);
      if (marked === index) form.setValue('keyIndex', '');
      else if (marked > index) form.setValue('keyIndex', String(marked - 1));
    }
    options.remove(index);
  };
  return (
    <>
      <fieldset className="grid gap-3" aria-describedby="mcq-key-hint">
        <legend className="mb-1 text-sm font-medium">{t('mcq.options')}</legend>
        <p id="mcq-key-hint" className="text-xs text-muted-foreground">
          {t('mcq.keyHint')}
        </p>
        <Controller
          control={form.control}
          name="keyIndex"
          render={({ field }) => (
            <RadioGroup
              aria-label={t('mcq.key')}
              aria-describedby={errors.keyIndex ? 'mcq-key-error' : undefined}
              value={field.value}
              onValueChange={field.onChange}
              className="gap-3"
            >
              {options.fields.map((option, index) => {
                const error = errors.options?.[index]?.text?.message;
                return (
                  <div key={option.id} className="grid gap-1">
                    <div className="flex items-center gap-2">
                      <RadioGroupItem
                        value={String(index)}
                        aria-label={t('mcq.isKey', { letter: letter(index) })}
                      />
                      <Label htmlFor={`mcq-option-${index}`} className="w-5 shrink-0">
                        <span className="sr-only">{t('mcq.option')} </span>
                        {letter(index)}
                      </Label>
                      <Input
                        id={`mcq-option-${index}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `mcq-option-${index}-error` : undefined}
                        autoComplete="off"
                        {...form.register(`options.${index}.text`)}
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        className="shrink-0"
                        onClick={() => remove(index)}
                        disabled={options.fields.length <= MCQ_OPTIONS.min}
                        aria-label={t('mcq.remove', { letter: letter(index) })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                    {error ? (
                      <p
                        id={`mcq-option-${index}-error`}
                        className="pl-14 text-sm font-medium text-destructive"
                      >
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </RadioGroup>
          )}
        />
        {errors.keyIndex?.message ? (
          <p id="mcq-key-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.keyIndex.message}
          </p>
        ) : null}
        <OptionListError id="mcq-options-error" errors={errors} />
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => options.append({ text: '', style: 'structure', effectiveness: '' })}
          disabled={options.fields.length >= MCQ_OPTIONS.max}
        >
          <Plus aria-hidden="true" /> {t('mcq.add')}
        </Button>
      </fieldset>
      <SelectField
        control={form.control}
        name="difficulty"
        id="mcq-difficulty"
        label={t('mcq.difficulty')}
        placeholder={t('mcq.notSet')}
        options={[
          { value: 'none', label: t('mcq.notSet') },
          ...ITEM_DIFFICULTIES.map((value) => ({ value, label: t('mcq.level', { level: value }) })),
        ]}
        className="sm:max-w-60"
      />
    </>
  );
}
