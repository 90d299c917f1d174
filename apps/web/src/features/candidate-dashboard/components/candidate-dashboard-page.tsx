import type { TCandidateSelf } from '@app/contracts';
import { ClipboardList, RotateCw, Unlock } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { AppShell } from '@/components/layouts/app-shell';
import { Head } from '@/components/seo/head';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { type AuthUser, useAuth } from '@/lib/auth/use-auth';
import { useLinkedApplication } from '@/lib/auth/use-linked-application';
import { useApplicationId } from '@/lib/candidate/application';
import { BrandMark, useBrandColour } from '@/lib/candidate/brand';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useCandidateHome } from '../api/home';
import { useCandidateNotice } from '../api/notice';
import { useSubmitAssessment } from '../api/submit-assessment';
import { useOwnRecordEvents } from '../api/use-own-record-events';
import { buildSubmissionData, isAssessmentFinished, summarizeProgress, withStatus } from '../lib/progress';
import { AccommodationStatusCard } from './accommodation-status-card';
import { ApplicationList } from './application-list';
import { AssessmentFinished } from './assessment-finished';
import { AssessmentUnavailable, AssessmentWindowCard } from './assessment-window';
import { BeforeYouStart } from './before-you-start';
import { LinkedApplicationNote } from './linked-application-note';
import { NoticeCard } from './notice-card';
import { ProfileCard } from './profile-card';
import { ProgressCard } from './progress-card';
import { SectionCard } from './section-card';
import { SubmitCard } from './submit-card';

/** The candidate home (SPEC.md section 2), live through the candidate's own event stream. */
export function CandidateDashboardPage() {
  const { t } = useT('candidate-dashboard');
  const auth = useAuth();
  // Issue 38: the record, sections, eligibility, notice and accommodations in one round trip.
  const home = useCandidateHome();
  const self = home.data?.self;
  const brand = self?.brand ?? null;
  useBrandColour(brand);
  // Decision 032: a person with several applications chooses one first; the address then names it.
  const chosen = useApplicationId();
  const listing = self !== undefined && chosen === null && self.applicationCount > 1;
  const hasRecord = home.isSuccess && !listing;
  useOwnRecordEvents(hasRecord);
  // Shown only once this visit's answer is in: a section just answered must not show as it was.
  const fresh = home.isFetchedAfterMount || (home.isSuccess && !home.isFetching);

  // SPEC.md section 8: 'Failed to check submission status', once per failed check (the eligibility is
  // checked with the rest of the dashboard's data).
  const noRecord = home.isError && isApiError(home.error) && home.error.status === 404;
  useEffect(() => {
    if (home.error && !noRecord)
      notify.error(t('toast.eligibilityFailed'), translatedErrorMessage(home.error));
  }, [home.error, noRecord, t]);

  if (auth.status !== 'signedIn') return null;
  const eligibility = {
    data: home.data?.eligibility,
    isPending: home.isPending,
    isError: home.isError,
    isFetching: home.isFetching,
    retry: () => void home.refetch(),
  };

  let body: React.ReactNode;
  if (listing) {
    body = <ApplicationList />;
  } else if (home.isPending || !fresh) {
    body = <PageSpinner label={t('loading')} />;
  } else if (noRecord) {
    body = <NoRecord user={auth.user} />;
  } else if (home.isError && !home.data) {
    body = (
      <LoadFailed
        message={translatedErrorMessage(home.error, t('loadFailed.fallback'))}
        retrying={home.isFetching}
        onRetry={() => void home.refetch()}
      />
    );
  } else if (self && isAssessmentFinished(self, eligibility.data)) {
    body = <AssessmentFinished candidate={self} />;
  } else if (
    self &&
    home.data &&
    self.window.state !== 'open' &&
    !summarizeProgress(withStatus(home.data.sections.sections)).started
  ) {
    // Issue 18: outside the window, with nothing started, there is nothing to do but read why.
    body = <AssessmentUnavailable window={self.window} companyName={self.companyName} />;
  } else if (self && home.data) {
    body = (
      <Dashboard
        key={self.id}
        candidate={self}
        user={auth.user}
        sections={home.data.sections.sections}
        eligibility={eligibility}
      />
    );
  }

  return (
    <AppShell
      greeting={t('greeting', { name: self?.fullName ?? auth.user.name })}
      mark={brand ? <BrandMark brand={brand} /> : undefined}
    >
      <Head title={t('title')} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        {chosen && (self?.applicationCount ?? 0) > 1 ? (
          <Link
            to={paths.candidateDashboard.getHref()}
            className="text-sm font-medium text-primary underline"
          >
            {t('applications.all')}
          </Link>
        ) : null}
        <LanguageSwitcher className="ml-auto justify-end" />
      </div>
      {body}
    </AppShell>
  );
}

type DashboardProps = {
  candidate: TCandidateSelf;
  user: AuthUser;
  sections: Parameters<typeof withStatus>[0];
  eligibility: React.ComponentProps<typeof SubmitCard>['eligibility'];
};

function Dashboard({ candidate, user, sections: rawSections, eligibility }: DashboardProps) {
  const { t, i18n } = useT('candidate-dashboard');
  const submit = useSubmitAssessment();
  const linked = useLinkedApplication() !== null;
  // The button is disabled while pending, but two clicks can land before React re-renders.
  const submitting = useRef(false);
  const sections = withStatus(rawSections);
  const progress = summarizeProgress(sections);
  const extraTime = candidate.extraTimeMultiplier > 1;
  const reopened = !candidate.locked && candidate.submissionCount > 0;
  // Issue 21: no new section before the current notice is acknowledged (the server refuses it too).
  const notice = useCandidateNotice();
  const noticeUnread = notice.isSuccess && notice.data.acknowledgedAt === null;
  // Once read, the notice folds away below the sections, still readable, out of the way to Start Test.
  const noticeRead = notice.isSuccess && notice.data.acknowledgedAt !== null;
  const startBlocked =
    {
      open: null,
      not_yet_open: t('startBlocked.notYetOpen'),
      deadline_passed: t('startBlocked.closed'),
      closed: t('startBlocked.closed'),
    }[candidate.window.state] ?? (noticeUnread ? t('startBlocked.notice') : null);

  const onSubmit = async (): Promise<boolean> => {
    if (submitting.current) return false;
    if (!candidate.id) {
      notify.error(t('toast.noCandidateId'));
      return false;
    }
    submitting.current = true;
    try {
      const result = await submit.mutateAsync({
        candidate_id: candidate.id,
        user_id: user.id,
        submission_data: buildSubmissionData(sections, candidate.profileData),
      });
      // The server's confirmation is English; other languages read the same in their words.
      notify.success(
        t('toast.submitted'),
        i18n.language === 'en' ? result.message : t('toast.submittedMessage'),
      );
      return true;
    } catch (error) {
      notify.error(t('toast.submitFailed'), translatedErrorMessage(error, t('toast.submitFailedFallback')));
      return false;
    } finally {
      submitting.current = false;
    }
  };

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">
          {candidate.companyName} · {candidate.companyIndustry}
        </p>
      </div>
      {linked ? <LinkedApplicationNote /> : null}
      {reopened ? (
        <Alert variant="info">
          <Unlock aria-hidden="true" />
          <AlertTitle>{t('reopened.title')}</AlertTitle>
          <AlertDescription>
            {candidate.lockReason
              ? t('reopened.messageWithReason', {
                  company: candidate.companyName,
                  reason: candidate.lockReason,
                })
              : t('reopened.message', { company: candidate.companyName })}
          </AlertDescription>
        </Alert>
      ) : null}
      <AssessmentWindowCard window={candidate.window} companyName={candidate.companyName} />
      {/* Unread, the notice is the first thing to do: before the progress and profile, its confirmation on the first screen. */}
      {noticeRead ? null : <NoticeCard />}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <ProgressCard progress={progress} />
        <ProfileCard
          fullName={candidate.fullName}
          email={candidate.email}
          phone={candidate.phone}
          companyName={candidate.companyName}
          companyIndustry={candidate.companyIndustry}
        />
      </div>
      {sections.length > 0 && !progress.started ? <BeforeYouStart extraTime={extraTime} /> : null}
      <section aria-labelledby="sections-title" className="grid gap-4">
        <h2 id="sections-title" className="text-lg font-semibold">
          {t('sections')}
        </h2>
        {sections.length === 0 ? (
          <NoSections />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id} className="grid">
                <SectionCard
                  section={section}
                  extraTimeMultiplier={candidate.extraTimeMultiplier}
                  startBlocked={startBlocked}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {noticeRead ? <NoticeCard /> : null}
      <AccommodationStatusCard companyName={candidate.companyName} />
      {sections.length > 0 ? (
        <SubmitCard
          progress={progress}
          eligibility={eligibility}
          companyName={candidate.companyName}
          pending={submit.isPending}
          onSubmit={onSubmit}
        />
      ) : null}
    </div>
  );
}

function NoSections() {
  const { t } = useT('candidate-dashboard');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-6 text-center">
        <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
        <h3 className="text-lg font-semibold">{t('noSections.title')}</h3>
        <p className="max-w-md text-sm text-muted-foreground">{t('noSections.message')}</p>
      </CardContent>
    </Card>
  );
}

/** An account without a candidate record (not invited to an assessment): nothing to take yet. */
function NoRecord({ user }: { user: AuthUser }) {
  const { t } = useT('candidate-dashboard');
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('signedInAs', { name: user.name, email: user.email })}</p>
      </div>
      <ProfileCard fullName={user.name} email={user.email} editable={false} />
      <NoSections />
    </div>
  );
}

function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useT('candidate-dashboard');
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
      <Alert variant="destructive">
        <AlertTitle>{t('loadFailed.title')}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{message}</p>
          <Button variant="outline" onClick={onRetry} disabled={retrying} className="justify-self-start">
            <RotateCw aria-hidden="true" /> {t('tryAgain')}
          </Button>
        </AlertDescription>
      </Alert>
    </div>
  );
}
