import { type TJoinInfo, type TJoinSignUpInput, type TPublicBrand, ZJoinSignUpInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors, isApiError } from '@/lib/api-client';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { useJoinInfo, useJoinSignUp } from '../api/invite-link';
import { formatDuration, formatWindow } from '../lib/format';

type ClosedState = Exclude<TJoinInfo['state'], 'open'>;
const CLOSED_TITLES: Record<ClosedState, string> = {
  disabled: 'This link is not active',
  not_yet_open: 'This assessment is not open yet',
  closed: 'This assessment is closed',
  full: 'This assessment is full',
  unknown: 'This link does not work',
};

const markOf = (brand: TPublicBrand | null) =>
  brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined;

/** A state where nobody can join: what happened and what to do, never a form. */
function Closed({ title, message, brand }: { title: string; message: string; brand: TPublicBrand | null }) {
  return (
    <AuthCard title="Assessment invitation" mark={markOf(brand)}>
      <Alert>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </AuthCard>
  );
}

/** What the assessment asks of the candidate: its tests with their times, the total and the window. */
function AssessmentOutline({ assessment }: { assessment: NonNullable<TJoinInfo['assessment']> }) {
  const window = formatWindow(assessment);
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      {assessment.tests.length > 0 ? (
        <>
          <p className="flex items-center gap-2 font-medium">
            <Clock aria-hidden="true" className="size-4" />
            {assessment.tests.length === 1 ? 'One test' : `${assessment.tests.length} tests`},{' '}
            {formatDuration(assessment.totalMinutes)} in total
          </p>
          <ul className="grid gap-1 pl-6 text-muted-foreground">
            {assessment.tests.map((test) => (
              <li key={test.name} className="list-disc">
                {test.name}: {formatDuration(test.minutes)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>The tests are prepared for the role when you join.</p>
      )}
      {window ? <p className="text-muted-foreground">{window}</p> : null}
      <p className="text-muted-foreground">You can take the tests on a computer, tablet or phone.</p>
    </div>
  );
}

/** /join/:token: an assessment's public invitation link. Name and email, then "check your email". */
export function JoinPage() {
  const { token = '' } = useParams();
  const info = useJoinInfo(token);
  const signUp = useJoinSignUp(token);
  const brand = info.data?.brand ?? null;
  useBrandColour(brand);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<TJoinSignUpInput>({
    resolver: zodResolver(ZJoinSignUpInput),
    defaultValues: { fullName: '', email: '' },
  });
  const { errors } = form.formState;

  if (info.isPending) return <PageSpinner label="Opening your invitation" />;
  if (info.isError) {
    return (
      <Closed
        title="We could not open this invitation"
        message={`${getErrorMessage(info.error)}. Please reload the page in a moment.`}
        brand={null}
      />
    );
  }
  const data = info.data;
  if (data.state !== 'open' || !data.assessment) {
    const state = data.state === 'open' ? 'unknown' : data.state;
    return <Closed title={CLOSED_TITLES[state]} message={data.message ?? ''} brand={brand} />;
  }
  if (refusal) return <Closed title="You cannot join right now" message={refusal} brand={brand} />;

  const company = data.companyName ?? 'The company';
  if (sent) {
    return (
      <AuthCard title="Check your email" mark={markOf(brand)}>
        <div className="grid gap-3 text-sm" role="status">
          <p className="flex items-start gap-2">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              We sent a confirmation link to <strong className="break-all">{sent.email}</strong>. Open it
              within 24 hours to confirm your email, and your invitation to the assessment follows.
            </span>
          </p>
          <p className="text-muted-foreground">
            Nothing there after a few minutes? Look in your spam folder, or check the address and sign up
            again.
          </p>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await signUp.mutateAsync(values);
      setSent({ email: values.email, message: result.message });
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.fullName) form.setError('fullName', { message: fields.fullName });
      if (fields.email) form.setError('email', { message: fields.email });
      if (Object.keys(fields).length === 0) {
        const message = getErrorMessage(error, 'Something went wrong. Please try again.');
        const details = isApiError(error) ? (error.details as { state?: string } | undefined) : undefined;
        if (details?.state) setRefusal(message);
        else form.setError('root', { message });
      }
    }
  });

  return (
    <AuthCard
      title={data.assessment.name}
      mark={markOf(brand)}
      description={`${company} invites you to take an online assessment. Enter your name and email to get your invitation.`}
    >
      <div className="grid gap-5">
        <AssessmentOutline assessment={data.assessment} />
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label="Join the assessment">
          <TextField
            id="join-full-name"
            label="Full name"
            required
            autoComplete="name"
            error={errors.fullName?.message}
            {...form.register('fullName')}
          />
          <TextField
            id="join-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            hint="We send a link to this address to confirm it is yours."
            {...form.register('email')}
          />
          {errors.root?.message ? (
            <Alert variant="destructive">
              <AlertDescription>{errors.root.message}</AlertDescription>
            </Alert>
          ) : null}
          <SubmitButton busy={signUp.isPending} busyLabel="Sending…" className="w-full">
            Continue
          </SubmitButton>
        </form>
      </div>
    </AuthCard>
  );
}
