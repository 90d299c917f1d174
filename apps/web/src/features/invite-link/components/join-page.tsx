import { type TJoinInfo, type TJoinSignUpInput, type TPublicBrand, ZJoinSignUpInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AuthCard } from '@/components/layouts/auth-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { getFieldErrors, isApiError } from '@/lib/api-client';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { useT } from '@/lib/i18n';
import { translatedFieldError } from '@/lib/i18n/form-errors';
import { formatDateTime, formatDuration as formatSpokenDuration } from '@/lib/i18n/format';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { useJoinInfo, useJoinSignUp } from '../api/invite-link';
import { formatDuration, formatWindow } from '../lib/format';

type ClosedState = Exclude<TJoinInfo['state'], 'open'>;
/** The catalogue's closed.<state> titles. */
const CLOSED_STATES: Record<ClosedState, string> = {
  disabled: 'closed.disabled',
  not_yet_open: 'closed.not_yet_open',
  closed: 'closed.closed',
  full: 'closed.full',
  unknown: 'closed.unknown',
};

const markOf = (brand: TPublicBrand | null) =>
  brand ? <BrandMark brand={brand} className="mb-2 text-lg" /> : undefined;

/** A state where nobody can join: what happened and what to do, never a form. */
function Closed({ title, message, brand }: { title: string; message: string; brand: TPublicBrand | null }) {
  const { t } = useT('invite-link');
  return (
    <AuthCard title={t('invitation')} mark={markOf(brand)}>
      <LanguageSwitcher className="mb-4 justify-end" />
      <Alert>
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
    </AuthCard>
  );
}

/** What the assessment asks of the candidate: its tests with their times, the total and the window. */
function AssessmentOutline({ assessment }: { assessment: NonNullable<TJoinInfo['assessment']> }) {
  const { t, i18n } = useT('invite-link');
  const english = i18n.language === 'en';
  // English keeps the shared wording (lib/format); other languages say the same through Intl.
  const duration = (minutes: number) =>
    english ? formatDuration(minutes) : formatSpokenDuration(minutes * 60);
  const moment = (iso: string) =>
    `${formatDateTime(iso, { timeZone: assessment.timeZone })} (${assessment.timeZone})`;
  const window = english
    ? formatWindow(assessment)
    : assessment.opensAt && assessment.closesAt
      ? t('window.between', { from: moment(assessment.opensAt), until: moment(assessment.closesAt) })
      : assessment.closesAt
        ? t('window.until', { until: moment(assessment.closesAt) })
        : assessment.opensAt
          ? t('window.from', { from: moment(assessment.opensAt) })
          : null;
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
      {assessment.tests.length > 0 ? (
        <>
          <p className="flex items-center gap-2 font-medium">
            <Clock aria-hidden="true" className="size-4" />
            {t('outline.tests', {
              count: assessment.tests.length,
              total: duration(assessment.totalMinutes),
            })}
          </p>
          <ul className="grid gap-1 ps-6 text-muted-foreground">
            {assessment.tests.map((test) => (
              <li key={test.name} className="list-disc">
                {test.name}: {duration(test.minutes)}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('outline.prepared')}</p>
      )}
      {window ? <p className="text-muted-foreground">{window}</p> : null}
      <p className="text-muted-foreground">{t('outline.devices')}</p>
    </div>
  );
}

/** /join/:token: an assessment's public invitation link. Name and email, then "check your email". */
export function JoinPage() {
  const { t } = useT('invite-link');
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

  if (info.isPending) return <PageSpinner label={t('opening')} />;
  if (info.isError) {
    return (
      <Closed
        title={t('openFailed.title')}
        message={t('openFailed.message', { message: translatedErrorMessage(info.error) })}
        brand={null}
      />
    );
  }
  const data = info.data;
  if (data.state !== 'open' || !data.assessment) {
    const state = data.state === 'open' ? 'unknown' : data.state;
    return <Closed title={t(CLOSED_STATES[state])} message={data.message ?? ''} brand={brand} />;
  }
  if (refusal) return <Closed title={t('refused')} message={refusal} brand={brand} />;

  const company = data.companyName ?? t('theCompany');
  if (sent) {
    return (
      <AuthCard title={t('sent.title')} mark={markOf(brand)}>
        <div className="grid gap-3 text-sm" role="status">
          <p className="flex items-start gap-2">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{t('sent.message', { email: sent.email })}</span>
          </p>
          <p className="text-muted-foreground">{t('sent.spam')}</p>
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
        const message = translatedErrorMessage(error, t('failed'));
        const details = isApiError(error) ? (error.details as { state?: string } | undefined) : undefined;
        if (details?.state) setRefusal(message);
        else form.setError('root', { message });
      }
    }
  });

  return (
    <AuthCard title={data.assessment.name} mark={markOf(brand)} description={t('description', { company })}>
      <div className="grid gap-5">
        <LanguageSwitcher className="justify-end" />
        <AssessmentOutline assessment={data.assessment} />
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
          <TextField
            id="join-full-name"
            label={t('fullName')}
            required
            autoComplete="name"
            error={translatedFieldError(errors.fullName?.message)}
            {...form.register('fullName')}
          />
          <TextField
            id="join-email"
            label={t('email')}
            type="email"
            dir="ltr"
            required
            autoComplete="email"
            inputMode="email"
            error={translatedFieldError(errors.email?.message)}
            hint={t('emailHint')}
            {...form.register('email')}
          />
          {errors.root?.message ? (
            <Alert variant="destructive">
              <AlertDescription>{errors.root.message}</AlertDescription>
            </Alert>
          ) : null}
          <SubmitButton busy={signUp.isPending} busyLabel={t('sending')} className="w-full">
            {t('continue')}
          </SubmitButton>
        </form>
      </div>
    </AuthCard>
  );
}
