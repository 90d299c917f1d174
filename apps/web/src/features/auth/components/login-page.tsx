import { type TSignInInput, ZSignInInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { FormAlert, type FormFailure, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { ApiError, isApiError } from '@/lib/api-client';
import { homeForRole } from '@/lib/auth/home-for-role';
import { useAuth } from '@/lib/auth/use-auth';
import { getPublicConfigQueryOptions } from '@/lib/public-config';
import { notify } from '@/lib/toast';
import { useSignIn } from '../api/auth-actions';
import { safeRedirect } from '../safe-redirect';

/** SPEC.md's failure toast, and the same words for the form itself. */
function signInFailure(error: unknown): FormFailure {
  if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
    return {
      title: 'Login Failed',
      message: 'Email not verified. We sent a new verification link to your inbox.',
    };
  }
  if (error instanceof ApiError && error.isServerMessage)
    return { title: 'Login Failed', message: error.message };
  return {
    title: 'Error',
    message: error instanceof Error && error.message ? error.message : 'An unexpected error occurred',
  };
}

const FAILURE_ID = 'sign-in-failure';

export function LoginPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const demo = params.get('demo') === '1';
  const publicConfig = useQuery({ ...getPublicConfigQueryOptions(), enabled: demo });
  const demoAccount = demo ? publicConfig.data?.demoAccount : null;
  const signIn = useSignIn();
  const failure = useFormFailure();

  const form = useForm<TSignInInput>({
    resolver: zodResolver(ZSignInInput),
    values: demoAccount ? { email: demoAccount.email, password: demoAccount.password } : undefined,
    defaultValues: { email: '', password: '' },
  });
  const busy = signIn.isPending;

  if (auth.status === 'loading' && !busy) return <PageSpinner label="Checking your session" />;
  // A user with a known role who is already signed in goes to their dashboard (or where they were headed).
  if (auth.status === 'signedIn' && auth.profile && !busy) {
    return (
      <Navigate to={safeRedirect(params.get('redirectTo'), auth.role) ?? homeForRole(auth.role)} replace />
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    failure.clear();
    return (
      signIn
        .mutateAsync(values)
        // The refreshed session then redirects from the render above.
        .then(
          () => notify.success('You have been signed in successfully.'),
          (error: unknown) => {
            const { title, message } = signInFailure(error);
            notify.error(title, message);
            failure.show(title, message);
          },
        )
    );
  });
  // Wrong credentials mark both fields: either may be the one mistyped.
  const credentialsRefused = failure.current !== null && failure.current.title === 'Login Failed';
  const refusedField = credentialsRefused ? { 'aria-invalid': true, 'aria-describedby': FAILURE_ID } : {};

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to your HireAssess account"
      footer={
        <div className="flex flex-col items-center gap-2">
          <p>Don't have an account yet?</p>
          <Button asChild variant="outline">
            <Link to={paths.contact.getHref()}>Contact Sales for Access</Link>
          </Button>
          <p>
            Setting up a new company?{' '}
            <Link
              className="font-medium text-primary underline-offset-4 hover:underline"
              to={paths.signUp.getHref()}
            >
              Start a free trial
            </Link>
          </p>
        </div>
      }
    >
      {demoAccount ? (
        <Alert className="mb-4">
          <AlertTitle>Demo workspace</AlertTitle>
          <AlertDescription>
            The demo admin of Acme Corp is filled in for you: just select Sign In.
          </AlertDescription>
        </Alert>
      ) : null}
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormAlert id={FAILURE_ID} failure={failure.current} />
        <TextField
          id="email"
          label="Email"
          required
          error={form.formState.errors.email?.message}
          type="email"
          autoComplete="email"
          disabled={busy}
          {...refusedField}
          {...form.register('email')}
        />
        <TextField
          id="password"
          label="Password"
          required
          error={form.formState.errors.password?.message}
          type="password"
          autoComplete="current-password"
          disabled={busy}
          {...refusedField}
          {...form.register('password')}
        />
        <div className="-mt-2 text-right text-sm">
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={paths.forgotPassword.getHref()}
          >
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={busy} busyLabel="Signing In..." className="w-full">
          Sign In
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
