import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from './text-field';

type NewPasswordValues = { password: string; confirmPassword: string };

/** The "new password" and "confirm" pair of the reset and change-password forms. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
  disabled: boolean;
}) {
  const field = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <TextField
        id="new-password"
        label="New password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        disabled={disabled}
        {...field('password')}
      />
      <TextField
        id="confirm-password"
        label="Confirm new password"
        required
        error={errors.confirmPassword?.message}
        type="password"
        autoComplete="new-password"
        disabled={disabled}
        {...field('confirmPassword')}
      />
    </>
  );
}
