import { type TSignUpInput, ZSignUpInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { AuthCard } from '@/components/layouts/auth-card';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useResendVerification, useSignUp } from '../api/auth-actions';

/** 'Start Free Trial': creates a company administrator, who verifies the email and then onboards a company. */
export function SignUpPage() {
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<TSignUpInput>({
    resolver: zodResolver(ZSignUpInput),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const busy = signUp.isPending;

  const failure = useFormFailure();
  const onSubmit = form.handleSubmit((values) =>
    signUp.mutateAsync(values).then(
      () => {
        notify.success('Account Created!', 'Please check your email to verify your account.');
        setSentTo(values.email);
      },
      (error: unknown) => failure.report('Sign Up Failed', getErrorMessage(error)),
    ),
  );

  if (sentTo) return <CheckInbox email={sentTo} />;

  return (
    <AuthCard
      title="Start your free trial"
      description="Create the administrator account for your company. Candidates are invited by you later."
      footer={
        <p>
          Already have an account?{' '}
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={paths.login.getHref()}
          >
            Sign in
          </Link>
        </p>
      }
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          failure.clear();
          void onSubmit(event);
        }}
        noValidate
      >
        <FormAlert id="sign-up-failure" failure={failure.current} />
        <TextField
          id="fullName"
          label="Full name"
          required
          error={form.formState.errors.fullName?.message}
          autoComplete="name"
          disabled={busy}
          {...form.register('fullName')}
        />
        <TextField
          id="email"
          label="Work email"
          required
          error={form.formState.errors.email?.message}
          type="email"
          autoComplete="email"
          disabled={busy}
          {...form.register('email')}
        />
        <TextField
          id="password"
          label="Password"
          required
          hint="At least 8 characters."
          error={form.formState.errors.password?.message}
          type="password"
          autoComplete="new-password"
          disabled={busy}
          {...form.register('password')}
        />
        <p className="text-sm text-muted-foreground">
          Role: <span className="font-medium text-foreground">Administrator</span>
        </p>
        <SubmitButton busy={busy} busyLabel="Creating account..." className="w-full">
          Create account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

function CheckInbox({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <AuthCard title="Check your email" description={`We sent a verification link to ${email}.`}>
      <div className="grid gap-4 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary" />
        <p className="text-sm text-muted-foreground">
          Open the link to activate your account; it is valid for 24 hours. You will then set up your company.
        </p>
        <Button
          variant="outline"
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(email, {
              onSuccess: () =>
                notify.success('Verification email sent', `A new link is on its way to ${email}.`),
              onError: (error) => notify.error('Could not send the email', getErrorMessage(error)),
            })
          }
        >
          Resend the email
        </Button>
        <Button asChild variant="link">
          <Link to={paths.login.getHref()}>Go to sign in</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
