import { type TNewPasswordInput, ZNewPasswordInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useResetPassword } from '../api/auth-actions';

/** Reached from the emailed link: Better Auth redirects here with ?token=… (or ?error=INVALID_TOKEN). */
export function ResetPasswordPage() {
  const failure = useFormFailure();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<TNewPasswordInput>({
    resolver: zodResolver(ZNewPasswordInput),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = reset.isPending;

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Reset your password">
        <Alert variant="destructive">
          <AlertTitle>This link is invalid or has expired</AlertTitle>
          <AlertDescription>Reset links are valid for 1 hour and work once.</AlertDescription>
        </Alert>
        <Button asChild className="mt-4 w-full">
          <Link to={paths.forgotPassword.getHref()}>Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutateAsync({ token, newPassword: password }).then(
      () => {
        notify.success('Password updated', 'Sign in with your new password.');
        void navigate(paths.login.getHref(), { replace: true });
      },
      (error: unknown) => failure.report('Password not updated', getErrorMessage(error)),
    ),
  );

  return (
    <AuthCard
      title="Choose a new password"
      description="Every other session of your account will be signed out."
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          failure.clear();
          void onSubmit(event);
        }}
        noValidate
      >
        <FormAlert id="reset-password-failure" failure={failure.current} />
        <NewPasswordFields register={form.register} errors={form.formState.errors} disabled={busy} />
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full">
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
