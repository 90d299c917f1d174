import type * as React from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

type SelectFieldProps<T extends FieldValues, TContext, TOut> = {
  control: Control<T, TContext, TOut>;
  name: Path<T>;
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  placeholder: string;
  /** Values may not be empty (SPEC.md section 5): '' is kept for "nothing chosen". */
  options: readonly { value: string; label: string }[];
  error?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
};

/** A Radix select bound to a react-hook-form field, labelled and announced like the text fields. */
export function SelectField<T extends FieldValues, TContext = unknown, TOut = T>({
  control,
  name,
  id,
  label,
  hint,
  placeholder,
  options,
  error,
  required,
  disabled,
  className,
}: SelectFieldProps<T, TContext, TOut>) {
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select name={field.name} value={field.value} onValueChange={field.onChange} disabled={disabled}>
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </Field>
  );
}
