import type { TCandidateFeedback, TCandidateFeedbackStatus, TFeedbackTrait } from '@app/contracts';
import { ArrowLeft, Download, Hourglass, RotateCw } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AppShell } from '@/components/layouts/app-shell';
import { Head } from '@/components/seo/head';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { candidateApiPath, candidateHref } from '@/lib/candidate/application';
import { BrandMark, useCandidateBrand } from '@/lib/candidate/brand';
import { useFeedbackStatus } from '@/lib/candidate/feedback-status';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { cn } from '@/lib/utils';
import { useCandidateFeedback } from '../api/get-feedback';

/** The candidate's plain-language feedback report (issue 21): their results in words, and a PDF of it. */
export function CandidateFeedbackPage() {
  const { t } = useT('candidate-feedback');
  const auth = useAuth();
  const brand = useCandidateBrand();
  const status = useFeedbackStatus();
  const ready = status.data?.state === 'ready';
  const feedback = useCandidateFeedback(ready);

  if (auth.status !== 'signedIn') return null;
  let body: React.ReactNode;
  if (status.isPending || (ready && feedback.isPending)) {
    body = <PageSpinner label={t('loading')} />;
  } else if (status.isError || feedback.isError) {
    body = (
      <Alert variant="destructive">
        <AlertTitle>{t('loadFailed')}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{translatedErrorMessage(status.error ?? feedback.error, t('checkConnection'))}</p>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => void (status.isError ? status.refetch() : feedback.refetch())}
          >
            <RotateCw aria-hidden="true" /> {t('tryAgain')}
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (feedback.data) {
    body = <Feedback feedback={feedback.data} />;
  } else if (status.data) {
    body = <NotReady status={status.data} />;
  }

  return (
    <AppShell
      greeting={t('greeting', { name: auth.user.name })}
      mark={brand ? <BrandMark brand={brand} /> : undefined}
    >
      <Head title={t('title')} />
      <div className="mx-auto grid w-full max-w-3xl gap-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button asChild variant="link" className="px-0">
            <Link to={candidateHref(paths.candidateDashboard.getHref())}>
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" /> {t('backToDashboard')}
            </Link>
          </Button>
          <LanguageSwitcher />
        </div>
        {body}
      </div>
    </AppShell>
  );
}

/** Scoring still running, the assessment not submitted, or no report offered: said kindly, with a way back. */
function NotReady({ status }: { status: TCandidateFeedbackStatus }) {
  const { t, i18n } = useT('candidate-feedback');
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
      <Card role="status">
        <CardContent className="flex items-start gap-3 py-2">
          <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <p>
            {i18n.language === 'en' || status.state === 'ready'
              ? status.message
              : t(`notReady.${status.state}`)}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function Feedback({ feedback }: { feedback: TCandidateFeedback }) {
  const { t } = useT('candidate-feedback');
  return (
    <article className="grid gap-8" aria-labelledby="feedback-title">
      <header className="grid gap-4">
        <div className="grid gap-1">
          <h1 id="feedback-title" className="text-2xl font-semibold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-muted-foreground">
            {feedback.assessmentName} · {feedback.companyName}
          </p>
        </div>
        <p>{t('intro', { company: feedback.companyName })}</p>
        <Button asChild className="justify-self-start">
          <a href={candidateApiPath('/feedback/pdf')} download>
            <Download aria-hidden="true" /> {t('pdf')}
          </a>
        </Button>
      </header>

      {feedback.sections.length > 0 ? (
        <Part id="feedback-results" title={t('results')}>
          <ul className="grid gap-3">
            {feedback.sections.map((section) => (
              <li key={section.name}>
                <Card className="gap-2 py-4">
                  <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 px-4">
                    <CardTitle as="h3" className="text-base">
                      {section.name}
                    </CardTitle>
                    <Badge variant="secondary">{section.band}</Badge>
                  </CardHeader>
                  <CardContent className="grid gap-1 px-4 text-sm">
                    <p className="font-medium">{section.summary}</p>
                    <p className="text-muted-foreground">{section.measures}</p>
                    <p className="text-muted-foreground">{section.comparison}</p>
                    {section.underReview ? (
                      <p className="text-muted-foreground italic">{t('underReview')}</p>
                    ) : null}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {feedback.traits ? (
        <Part id="feedback-traits" title={t('traits')}>
          <p>{feedback.traits.intro}</p>
          <p className="text-sm text-muted-foreground">{feedback.traits.comparison}</p>
          <dl className="grid gap-4">
            {feedback.traits.items.map((trait) => (
              <div
                key={trait.id}
                className="grid gap-1 sm:grid-cols-[10rem_1fr_auto] sm:items-start sm:gap-4"
              >
                <dt className="font-medium">{trait.label}</dt>
                <dd className="text-sm">{trait.sentence}</dd>
                <dd>
                  <PositionMarks position={trait.position} />
                </dd>
              </div>
            ))}
          </dl>
        </Part>
      ) : null}

      {feedback.workStyle ? (
        <Part id="feedback-work-style" title={t('workStyle')}>
          <p>{feedback.workStyle.intro}</p>
          <dl className="grid gap-3">
            {feedback.workStyle.items.map((item) => (
              <div key={item.style} className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-medium">{item.label}</dt>
                <dd className="text-sm">{item.sentence}</dd>
              </div>
            ))}
          </dl>
        </Part>
      ) : null}

      {feedback.english ? (
        <Part id="feedback-english" title={t('english')}>
          <div className="flex items-start gap-4">
            <p className="text-4xl font-bold text-primary">
              <span className="sr-only">{t('level')} </span>
              {feedback.english.level ?? '—'}
            </p>
            <div className="grid gap-1">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {feedback.english.label}
              </p>
              <p className="text-sm">{feedback.english.sentence}</p>
            </div>
          </div>
        </Part>
      ) : null}

      <Part id="feedback-limits" title={t('limits')}>
        <ul className="grid list-disc gap-2 ps-5">
          {feedback.limits.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        {feedback.contactEmail ? (
          <p className="font-medium">
            {t('contact')}{' '}
            <a
              className="text-primary underline underline-offset-4"
              href={`mailto:${feedback.contactEmail}`}
              dir="ltr"
            >
              {feedback.contactEmail}
            </a>
          </p>
        ) : null}
      </Part>
    </article>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">{children}</CardContent>
      </Card>
    </section>
  );
}

const POSITIONS = ['lower', 'typical', 'higher'] as const;

/** Less, typical, more: the sentence beside it says the same, so it is hidden from screen readers. */
function PositionMarks({ position }: { position: TFeedbackTrait['position'] }) {
  const { t } = useT('candidate-feedback');
  if (!position) return null;
  return (
    <span aria-hidden="true" className="flex gap-1">
      {POSITIONS.map((key) => (
        <span
          key={key}
          className={cn(
            'min-w-14 rounded px-1 py-0.5 text-center text-xs',
            key === position ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          {t(`position.${key}`)}
        </span>
      ))}
    </span>
  );
}
