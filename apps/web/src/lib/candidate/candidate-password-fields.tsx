import { PASSWORD_MIN_LENGTH } from '@app/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { useT } from '@/lib/i18n';
import { translatedFieldError } from '@/lib/i18n/form-errors';

type NewPasswordValues = { password: string; confirmPassword: string };

/**
 * The "new password" and "confirm" pair of the pages a candidate reads (accept invitation, reset), in the
 * page's language; the admin forms keep components/form/new-password-fields.
 */
export function CandidatePasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordValues>;
  disabled: boolean;
}) {
  const { t } = useT('common');
  const field = register as unknown as UseFormRegister<NewPasswordValues>;
  return (
    <>
      <TextField
        id="new-password"
        label={t('password.new')}
        required
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        error={translatedFieldError(errors.password?.message)}
        type="password"
        autoComplete="new-password"
        disabled={disabled}
        {...field('password')}
      />
      <TextField
        id="confirm-password"
        label={t('password.confirm')}
        required
        error={translatedFieldError(errors.confirmPassword?.message)}
        type="password"
        autoComplete="new-password"
        disabled={disabled}
        {...field('confirmPassword')}
      />
    </>
  );
}
