import type * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

type CheckboxFieldProps = {
  id: string;
  label: React.ReactNode;
  /** What ticking it does, read out with the checkbox (`${id}-hint`). */
  hint: React.ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A checkbox with its label and a hint under it, for a form's yes/no setting (react-hook-form's Controller). */
export function CheckboxField({ id, label, hint, checked, onCheckedChange, disabled }: CheckboxFieldProps) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(on) => onCheckedChange(on === true)}
        aria-describedby={`${id}-hint`}
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
