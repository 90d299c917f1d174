import type { TJoinConfirmCheck, TPublicBrand } from '@app/contracts';
import { CircleCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { useJoinConfirm, useJoinConfirmCheck } from '../api/invite-link';

const UNUSABLE_TITLES: Record<Exclude<TJoinConfirmCheck['status'], 'valid'>, string> = {
  used: 'This link was already used',
  expired: 'This link has expired',
  invalid: 'This link is not valid',
};

const markOf = (brand: TPublicBrand | null) =>
  brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined;

/**
 * /join/confirm?token=…: the sign-up's emailed link. Asks before using it (mail scanners open links
 * too), then says what happened: joined, invitation sent again, or why not.
 */
export function JoinConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useJoinConfirmCheck(token);
  const confirm = useJoinConfirm();
  const brand = confirm.data?.brand ?? check.data?.brand ?? null;
  useBrandColour(brand);

  if (!token) {
    return (
      <AuthCard title="Confirm your email">
        <Alert>
          <AlertTitle>This link is incomplete</AlertTitle>
          <AlertDescription>Open the link from your confirmation email again, whole.</AlertDescription>
        </Alert>
      </AuthCard>
    );
  }
  if (check.isPending) return <PageSpinner label="Checking your link" />;

  const result = confirm.data;
  if (result) {
    const good = result.outcome === 'joined' || result.outcome === 'resent';
    return (
      <AuthCard title={result.title} mark={markOf(brand)}>
        <div className="grid gap-4" role="status">
          {good ? (
            <p className="flex items-start gap-2 text-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>{result.message}</span>
            </p>
          ) : (
            <Alert>
              <AlertDescription>{result.message}</AlertDescription>
            </Alert>
          )}
          {good ? (
            <p className="text-sm text-muted-foreground">
              The invitation email has a button to set your password. Then sign in to start.
            </p>
          ) : null}
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.login.getHref()}>Go to sign in</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (check.data && check.data.status !== 'valid') {
    return (
      <AuthCard title="Confirm your email" mark={markOf(brand)}>
        <Alert>
          <AlertTitle>{UNUSABLE_TITLES[check.data.status]}</AlertTitle>
          <AlertDescription>{check.data.message}</AlertDescription>
        </Alert>
      </AuthCard>
    );
  }

  const data = check.data;
  return (
    <AuthCard
      title="Confirm your email"
      mark={markOf(brand)}
      description={
        data?.assessmentName
          ? `You are joining "${data.assessmentName}" of ${data.companyName ?? 'the company'}.`
          : undefined
      }
    >
      <div className="grid gap-4">
        {data?.email ? (
          <p className="text-sm">
            Confirm that <strong className="break-all">{data.email}</strong> is your email address, and we
            email you your invitation.
          </p>
        ) : null}
        {confirm.isError ? (
          <Alert variant="destructive">
            <AlertDescription>
              {getErrorMessage(confirm.error, 'Something went wrong. Please try again.')}
            </AlertDescription>
          </Alert>
        ) : null}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm.mutate(token);
          }}
        >
          <SubmitButton busy={confirm.isPending} busyLabel="Confirming…" className="w-full">
            Confirm my email
          </SubmitButton>
        </form>
      </div>
    </AuthCard>
  );
}
