import { Controller } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useT } from '@/lib/i18n';
import type { ItemFieldsProps } from './types';

/** The key of a true/false statement. */
export function TrueFalseFields({ form }: ItemFieldsProps) {
  const { t } = useT('custom-tests');
  const error = form.formState.errors.key?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'tf-key-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('trueFalse.legend')}</legend>
      <Controller
        control={form.control}
        name="key"
        render={({ field }) => (
          <RadioGroup value={field.value} onValueChange={field.onChange} className="flex gap-6">
            {(['true', 'false'] as const).map((value) => (
              <div key={value} className="flex items-center gap-2">
                <RadioGroupItem id={`tf-key-${value}`} value={value} />
                <Label htmlFor={`tf-key-${value}`}>
                  {value === 'true' ? t('preview.true') : t('preview.false')}
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
      />
      {error ? (
        <p id="tf-key-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
