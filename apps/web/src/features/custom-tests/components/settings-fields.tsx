import {
  CUSTOM_TEST_CATEGORIES,
  CUSTOM_TEST_CATEGORY_LABELS,
  type TCustomTestSettings,
} from '@app/contracts';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import type { TSettingsForm } from '../lib/settings-form';

const CATEGORY_OPTIONS = CUSTOM_TEST_CATEGORIES.map((value) => ({
  value,
  label: CUSTOM_TEST_CATEGORY_LABELS[value],
}));

type Props = {
  form: UseFormReturn<TSettingsForm, unknown, TCustomTestSettings>;
  /** Keeps ids unique when the dialog and the page could both hold the fields. */
  idPrefix: string;
  /** The test's questions so far, for the random draw's explanation; absent for a new test. */
  itemCount?: number;
  disabled?: boolean;
};

/** A custom test's settings: name, description, category, timing, random draw and option order. */
export function SettingsFields({ form, idPrefix, itemCount, disabled }: Props) {
  const { t } = useT('custom-tests');
  const { errors } = form.formState;
  const draw = form.watch('draw');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <TextField
        id={id('name')}
        label={t('fields.name')}
        required
        autoComplete="off"
        placeholder={t('fields.namePlaceholder')}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Field
        id={id('description')}
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </Field>
      <SelectField
        control={form.control}
        name="category"
        id={id('category')}
        label={t('fields.category')}
        placeholder={t('fields.categoryPlaceholder')}
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('duration')}
          label={t('fields.duration')}
          required
          inputMode="numeric"
          hint={t('fields.durationHint')}
          error={errors.durationMinutes?.message}
          {...form.register('durationMinutes')}
        />
        <TextField
          id={id('question-seconds')}
          label={t('fields.questionSeconds')}
          required
          inputMode="numeric"
          hint={t('fields.questionSecondsHint')}
          error={errors.questionSeconds?.message}
          {...form.register('questionSeconds')}
        />
      </div>
      <div className="grid gap-3 rounded-lg border p-4">
        <Controller
          control={form.control}
          name="draw"
          render={({ field }) => (
            <CheckboxField
              id={id('draw')}
              label={t('fields.draw')}
              hint={
                itemCount === undefined ? t('fields.drawHintNew') : t('fields.drawHint', { count: itemCount })
              }
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={disabled}
            />
          )}
        />
        {draw ? (
          <TextField
            id={id('draw-count')}
            label={t('fields.drawCount')}
            required
            inputMode="numeric"
            className="sm:max-w-60"
            error={errors.drawCount?.message}
            {...form.register('drawCount')}
          />
        ) : null}
      </div>
      <Controller
        control={form.control}
        name="shuffleOptions"
        render={({ field }) => (
          <CheckboxField
            id={id('shuffle')}
            label={t('fields.shuffle')}
            hint={t('fields.shuffleHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={disabled}
          />
        )}
      />
    </fieldset>
  );
}
