import { Controller } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { useT } from '@/lib/i18n';
import { BIG_FIVE_TRAITS } from '../../lib/item-form';
import type { ItemFieldsProps } from './types';

/** The trait a Likert statement measures (a Big Five trait or the company's own) and its direction. */
export function LikertFields({ form }: ItemFieldsProps) {
  const { t } = useT('custom-tests');
  return (
    <>
      <TextField
        id="likert-trait"
        label={t('likert.trait')}
        required
        list="likert-traits"
        autoComplete="off"
        hint={t('likert.traitHint')}
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
            label={t('likert.reverse')}
            hint={t('likert.reverseHint')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </>
  );
}
