import type * as React from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type TextFieldProps = Omit<React.ComponentProps<typeof Input>, 'id'> & {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
};

/**
 * A labelled input with its hint and inline error: `<TextField id="email" label="Email" type="email"
 * error={errors.email?.message} {...register('email')} />`.
 */
export function TextField({ id, label, error, hint, required, className, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
