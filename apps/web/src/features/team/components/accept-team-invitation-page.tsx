import { TEAM_ROLE_DESCRIPTIONS, type TTeamInvitationCheck, ZNewPassword } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { NewPasswordFields } from '@/components/form/new-password-fields';
import { TextField } from '@/components/form/text-field';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { isProofRequired, useWithProof } from '@/lib/auth/proof-gate';
import { useSignOut } from '@/lib/auth/sign-out';
import { useAuth } from '@/lib/auth/use-auth';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useAcceptTeamInvitation, useTeamInvitationCheck } from '../api/team';

const ZJoinForm = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(200),
    password: ZNewPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type TJoinForm = z.infer<typeof ZJoinForm>;

type ValidInvitation = Extract<TTeamInvitationCheck, { status: 'valid' }>;

const TITLE_BY_STATUS = {
  used: 'This invitation was already used',
  expired: 'This invitation has expired',
  invalid: 'This invitation link is not valid',
  unavailable: 'This address cannot join the team',
} as const;

function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title="Join your team">
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

function InvitationSummary({ invitation }: { invitation: ValidInvitation }) {
  const { t } = useT('team');
  return (
    <>
      <div className="mb-4 grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
        <p>
          <span className="font-medium">{invitation.companyName}</span> invites{' '}
          <span className="font-medium">{invitation.email}</span> as{' '}
          <span className="font-medium">{t('roleLower', { role: invitation.role })}</span>.
        </p>
        <p className="text-muted-foreground">{TEAM_ROLE_DESCRIPTIONS[invitation.role]}</p>
      </div>
      {invitation.candidateAccount && (
        <Alert className="mb-4">
          <AlertTitle>This address has a candidate's account</AlertTitle>
          <AlertDescription>
            Joining makes it a team account. Assessments you were invited to as a candidate with this address
            can then no longer be opened with it; the companies keep their results.
          </AlertDescription>
        </Alert>
      )}
    </>
  );
}

/** Reached from a team invitation email (?token=…): a new account joins with name and password, a signed-in one with Join. */
export function AcceptTeamInvitationPage() {
  const { t } = useT('team');
  const failure = useFormFailure();
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useTeamInvitationCheck(token);
  const auth = useAuth();
  const signOut = useSignOut();
  const accept = useAcceptTeamInvitation();
  const withProof = useWithProof();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TJoinForm>({
    resolver: zodResolver(ZJoinForm),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <LinkProblem
        title="This invitation link is incomplete"
        message="Open the link from your invitation email again, or ask the admin who invited you to send a new one."
      />
    );
  }
  if (check.isPending || auth.status === 'loading') return <PageSpinner label="Checking your invitation" />;
  if (check.isError)
    return <LinkProblem title="The invitation could not be checked" message={getErrorMessage(check.error)} />;
  if (check.data.status !== 'valid') {
    return <LinkProblem title={TITLE_BY_STATUS[check.data.status]} message={check.data.message} />;
  }
  const invitation = check.data;

  // A candidate who opened an invitation link confirms it is them with a code before the account joins.
  const join = (input: { name?: string; password?: string }) =>
    withProof(() => accept.mutateAsync({ token, ...input })).then(
      async () => {
        notify.success(`Welcome to ${invitation.companyName}`, t('accept.joined', { role: invitation.role }));
        // The server set or changed the session's company: reload it before the guarded dashboard opens.
        await queryClient.invalidateQueries({ queryKey: authKeys.all });
        void navigate(paths.adminDashboard.getHref(), { replace: true });
      },
      (error: unknown) => {
        if (!isProofRequired(error)) failure.report('Could not join', getErrorMessage(error));
      },
    );

  if (auth.status === 'signedIn') {
    const matches = auth.user.email.toLowerCase() === invitation.email;
    return (
      <AuthCard title={`Join ${invitation.companyName}`}>
        <InvitationSummary invitation={invitation} />
        {matches ? (
          <Button className="w-full" disabled={accept.isPending} onClick={() => join({})}>
            {accept.isPending ? 'Joining…' : 'Join'}
          </Button>
        ) : (
          <>
            <Alert>
              <AlertDescription>
                You are signed in as {auth.user.email}, but this invitation is for {invitation.email}. Sign
                out, then open the link again.
              </AlertDescription>
            </Alert>
            <Button
              className="mt-4 w-full"
              variant="outline"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              Sign out
            </Button>
          </>
        )}
      </AuthCard>
    );
  }

  if (invitation.accountExists) {
    return (
      <AuthCard title={`Join ${invitation.companyName}`}>
        <InvitationSummary invitation={invitation} />
        <Alert>
          <AlertDescription>
            {invitation.email} already has a HireAssess account. Sign in with it, then open this link again to
            join.
            {invitation.candidateAccount &&
              ' Without a password, choose "Get a one-time code by email instead" on the sign-in page.'}
          </AlertDescription>
        </Alert>
        <Button asChild className="mt-4 w-full">
          <Link to={paths.login.getHref({ redirectTo: paths.acceptTeamInvitation.getHref(token) })}>
            Sign in
          </Link>
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(({ name, password }) => join({ name, password }));
  return (
    <AuthCard
      title={`Join ${invitation.companyName}`}
      description="Create your sign-in to accept the invitation."
    >
      <InvitationSummary invitation={invitation} />
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          failure.clear();
          void onSubmit(event);
        }}
        noValidate
      >
        <FormAlert id="join-failure" failure={failure.current} />
        <TextField
          id="join-name"
          label="Your name"
          required
          autoComplete="name"
          error={form.formState.errors.name?.message}
          disabled={accept.isPending}
          {...form.register('name')}
        />
        <NewPasswordFields
          register={form.register}
          errors={form.formState.errors}
          disabled={accept.isPending}
        />
        <SubmitButton busy={accept.isPending} busyLabel="Joining…" className="w-full">
          Accept and join
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
