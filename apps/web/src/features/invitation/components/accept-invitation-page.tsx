import { type TNewPasswordInput, ZNewPasswordInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage, getFieldErrors, isApiError } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { notify } from '@/lib/toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationBrand } from '../api/get-invitation-brand';

const TITLE = 'Welcome! Set your password';

function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={TITLE}>
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <Button asChild className="mt-4 w-full">
        <Link to={paths.login.getHref()}>Go to sign in</Link>
      </Button>
    </AuthCard>
  );
}

/** Reached from a candidate's invitation email (?token=…): sets their first password and signs them in. */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const inviter = useInvitationBrand(token);
  const brand = inviter.data?.brand ?? null;
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
  if (linkError) return <LinkProblem title="This link can no longer be used" message={linkError} />;

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
        notify.error('Password not set', message);
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
        inviter.data
          ? `${brand?.displayName ?? inviter.data.companyName} invites you to an assessment. Choose the password you will sign in with to take it.`
          : 'Choose the password you will sign in with to take your assessment.'
      }
    >
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        <NewPasswordFields register={form.register} errors={form.formState.errors} disabled={busy} />
        <SubmitButton busy={busy} busyLabel="Saving..." className="w-full">
          Set password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
