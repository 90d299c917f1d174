import type { TCandidateApplication } from '@app/contracts';
import { Building2, CalendarClock, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { candidateHref } from '@/lib/candidate/application';
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { useCandidateApplications } from '../api/applications';
import { useWindowText } from '../lib/window-text';
import { AccountDataCard } from './account-data-card';
import { LinkedApplicationNote } from './linked-application-note';

/**
 * The person's applications (decision 032), when they have more than one: each company as it presents
 * itself, the opening, where it stands and its deadline; each opens SPEC's dashboard of that application.
 */
export function ApplicationList() {
  const { t } = useT('candidate-dashboard');
  const applications = useCandidateApplications(true);
  if (applications.isPending) return <PageSpinner label={t('loading')} />;
  if (applications.isError)
    return <p role="alert">{translatedErrorMessage(applications.error, t('loadFailed.fallback'))}</p>;
  const { items, linkedTo } = applications.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="applications-title" className="space-y-4">
        <div>
          <h1 id="applications-title" className="text-2xl font-bold tracking-tight">
            {t('applications.title')}
          </h1>
          {/* An invitation link's session lists its one application: the note says why, not a count. */}
          {linkedTo ? null : (
            <p className="text-muted-foreground">{t('applications.intro', { count: items.length })}</p>
          )}
        </div>
        {linkedTo ? <LinkedApplicationNote /> : null}
        <ul className="space-y-3">
          {items.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
      </section>
      {linkedTo ? null : <AccountDataCard />}
    </div>
  );
}

function ApplicationCard({ application }: { application: TCandidateApplication }) {
  const { t } = useT('candidate-dashboard');
  const { deadline, message } = useWindowText();
  const { window, companyName, brand } = application;
  const opening = window.assessmentName ?? companyName;
  return (
    <Card className="py-4">
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            {brand?.logoUrl ? (
              <img src={brand.logoUrl} alt="" className="h-5 w-auto max-w-20 object-contain" />
            ) : (
              <Building2 aria-hidden="true" className="size-4" />
            )}
            <span className="truncate">{companyName}</span>
          </p>
          <h2 className="break-words text-lg font-semibold">{opening}</h2>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant={application.locked ? 'secondary' : 'outline'}>{statusOf(application, t)}</Badge>
            {window.state === 'open' && window.deadlineAt ? (
              <span className="inline-flex items-center gap-1 text-muted-foreground">
                <CalendarClock aria-hidden="true" className="size-4" />
                {t('window.completeBy', { deadline: deadline(window.deadlineAt, window.timeZone) })}
              </span>
            ) : window.state !== 'open' && !application.locked ? (
              <span className="text-muted-foreground">{message(window)}</span>
            ) : null}
          </p>
        </div>
        <Button asChild className="min-h-11 shrink-0">
          <Link
            to={candidateHref(paths.candidateDashboard.getHref(), application.id)}
            aria-label={t('applications.openLabel', { opening, company: companyName })}
          >
            {t('applications.open')}
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function statusOf(application: TCandidateApplication, t: ReturnType<typeof useT>['t']) {
  if (application.locked) return t('applications.submitted');
  if (application.testStatus === 'in_progress') return t('status.in_progress');
  if (application.testStatus === 'completed') return t('status.completed');
  return t('status.not_started');
}
