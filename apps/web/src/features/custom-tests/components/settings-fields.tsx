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
  const { errors } = form.formState;
  const draw = form.watch('draw');
  const id = (name: string) => `${idPrefix}-${name}`;
  const ofWhat = itemCount === undefined ? 'the test’s questions' : `the test’s ${itemCount}`;
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <TextField
        id={id('name')}
        label="Name"
        required
        autoComplete="off"
        placeholder="Customer support scenarios"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Field
        id={id('description')}
        label="Description (optional)"
        hint="Shown to your team when they choose tests for an assessment."
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </Field>
      <SelectField
        control={form.control}
        name="category"
        id={id('category')}
        label="Category"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        disabled={disabled}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('duration')}
          label="Time limit (minutes)"
          required
          inputMode="numeric"
          hint="The section's clock, 1 to 240 minutes."
          error={errors.durationMinutes?.message}
          {...form.register('durationMinutes')}
        />
        <TextField
          id={id('question-seconds')}
          label="Seconds per question"
          required
          inputMode="numeric"
          hint="Each question's own clock, 10 to 3,600 seconds."
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
              label="Give each candidate a random draw"
              hint={
                <>
                  Each candidate gets N questions drawn at random from {ofWhat}, so two candidates rarely see
                  the same set. Off: every candidate answers every question, in your order.
                </>
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
            label="Questions per candidate (N)"
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
            label="Shuffle the options for each candidate"
            hint={
              <>
                Multiple-choice, forced-choice and situational-judgement options appear in a different order
                for each candidate; the right answer is kept with its option.
              </>
            }
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={disabled}
          />
        )}
      />
    </fieldset>
  );
}
