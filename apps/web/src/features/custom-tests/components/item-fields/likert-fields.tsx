import { Controller } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { BIG_FIVE_TRAITS } from '../../lib/item-form';
import type { ItemFieldsProps } from './types';

/** The trait a Likert statement measures (a Big Five trait or the company's own) and its direction. */
export function LikertFields({ form }: ItemFieldsProps) {
  return (
    <>
      <TextField
        id="likert-trait"
        label="Trait"
        required
        list="likert-traits"
        autoComplete="off"
        hint="One of the Big Five, or your own construct, such as Customer orientation. Statements of one trait are scored together."
        error={form.formState.errors.trait?.message}
        {...form.register('trait')}
      />
      <datalist id="likert-traits">
        {BIG_FIVE_TRAITS.map((trait) => (
          <option key={trait} value={trait} />
        ))}
      </datalist>
      <Controller
        control={form.control}
        name="reverse"
        render={({ field }) => (
          <CheckboxField
            id="likert-reverse"
            label="Reverse-keyed"
            hint={
              <>
                Agreeing means less of the trait (“I leave my belongings around”), so the answer is scored 6 −
                x.
              </>
            }
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </>
  );
}
