import { type TForgotPasswordInput, ZForgotPasswordInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/auth-actions';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TForgotPasswordInput>({
    resolver: zodResolver(ZForgotPasswordInput),
    defaultValues: { email: '' },
  });
  const busy = request.isPending;

  const failure = useFormFailure();
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutateAsync(email).then(
      () => setSentTo(email),
      (error: unknown) => failure.report('Could not send the reset link', getErrorMessage(error)),
    ),
  );

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Link
          className="font-medium text-primary underline-offset-4 hover:underline"
          to={paths.login.getHref()}
        >
          Back to sign in
        </Link>
      }
    >
      {sentTo ? (
        <Alert role="status">
          <AlertTitle>Check your email</AlertTitle>
          <AlertDescription>
            If an account exists for {sentTo}, a reset link is on its way. It is valid for 1 hour.
          </AlertDescription>
        </Alert>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            failure.clear();
            void onSubmit(event);
          }}
          noValidate
        >
          <FormAlert id="forgot-password-failure" failure={failure.current} />
          <TextField
            id="email"
            label="Email"
            required
            error={form.formState.errors.email?.message}
            type="email"
            autoComplete="email"
            disabled={busy}
            {...form.register('email')}
          />
          <SubmitButton busy={busy} busyLabel="Sending..." className="w-full">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
