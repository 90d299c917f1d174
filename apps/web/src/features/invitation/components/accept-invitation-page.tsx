import {
  type TInvitationCheck,
  type TNewPasswordInput,
  type TPublicBrand,
  ZNewPasswordInput,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage, getFieldErrors, isApiError } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { notify } from '@/lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationCheck } from '../api/check-invitation';

const TITLE = 'Welcome! Set your password';

type UnusableStatus = Exclude<TInvitationCheck['status'], 'valid'>;

/** What the page says about a link the check found unusable, before any password is typed. */
const UNUSABLE_TITLES: Record<UnusableStatus, string> = {
  used: 'You have already set your password',
  expired: 'This invitation has expired',
  invalid: 'This invitation link is not valid',
};

function LinkProblem({
  title,
  message,
  heading = TITLE,
  brand = null,
  offerReset = false,
}: {
  title: string;
  message: string;
  heading?: string;
  brand?: TPublicBrand | null;
  /** The password was set with this link: forgetting it is the likely problem. */
  offerReset?: boolean;
}) {
  return (
    <AuthCard title={heading} mark={brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined}>
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild className="mt-4 w-full">
        <Link to={paths.login.getHref()}>Go to sign in</Link>
      </Button>
      {offerReset ? (
        <Button asChild variant="outline" className="mt-2 w-full">
          <Link to={paths.forgotPassword.getHref()}>Forgot password?</Link>
        </Button>
      ) : null}
    </AuthCard>
  );
}

/** Reached from a candidate's invitation email (?token=…): sets their first password and signs them in. */
export function AcceptInvitationPage() {
  const failure = useFormFailure();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const check = useInvitationCheck(token);
  const brand = check.data?.brand ?? null;
  useBrandColour(brand);
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm<TNewPasswordInput>({
    resolver: zodResolver(ZNewPasswordInput),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = accept.isPending;

  if (!token) {
    return (
      <LinkProblem
        title="This invitation link is incomplete"
        message="Open the link from your invitation email again, or ask the company that invited you to send a new one. Already set your password? Sign in instead."
      />
    );
  }
  if (check.isPending) return <PageSpinner label="Checking your invitation" />;
  if (check.data && check.data.status !== 'valid') {
    return (
      <LinkProblem
        heading="Your assessment invitation"
        title={UNUSABLE_TITLES[check.data.status]}
        message={check.data.message}
        brand={brand}
        offerReset={check.data.status === 'used'}
      />
    );
  }
  // Set when the accept itself finds the link gone (used in another tab meanwhile); a failed check
  // (rate limit, network) leaves the form, whose accept answers for the link.
  if (linkError)
    return <LinkProblem title="This link can no longer be used" message={linkError} brand={brand} />;

  const onSubmit = form.handleSubmit(({ password }) =>
    accept.mutateAsync({ token, newPassword: password }).then(
      async () => {
        notify.success('Password set', 'You are signed in. Your assessment is ready when you are.');
        // The server set the session cookie: load the new session before the guarded dashboard opens.
        await queryClient.invalidateQueries({ queryKey: authKeys.all });
        void navigate(paths.candidateDashboard.getHref(), { replace: true });
      },
      (error: unknown) => {
        const message = getErrorMessage(error);
        failure.report('Password not set', message);
        // A 400 without field errors is the link itself (used, replaced or expired): no retry can help.
        const fieldErrors = getFieldErrors(error);
        if (isApiError(error) && error.status === 400 && Object.keys(fieldErrors).length === 0) {
          setLinkError(message);
        }
      },
    ),
  );

  return (
    <AuthCard
      title={TITLE}
      mark={brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined}
      description={
        check.data
          ? `${brand?.displayName ?? check.data.companyName} invites you to an assessment. Choose the password you will sign in with to take it.`
          : 'Choose the password you will sign in with to take your assessment.'
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
        <FormAlert id="set-password-failure" failure={failure.current} />
        <NewPasswordFields register={form.register} errors={form.formState.errors} disabled={busy} />
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full">
          Set password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
