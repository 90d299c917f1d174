import { ArrowLeft, BarChart3 } from 'lucide-react';
import type * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useAssessment, useAssessmentEvents } from '../api/assessments';
import { describeRole } from '../lib/format';
import { AssessmentActions } from './assessment-actions';
import { AssessmentFacts } from './assessment-facts';
import { AssessmentSettingsSummary } from './assessment-settings-summary';
import { AssessmentStatusBadge } from './assessment-status-badge';

/** A tab of the page that another feature fills in (composed by the app layer). */
export type AssessmentTab = {
  id: string;
  label: string;
  /** Only admins see it (reviewers read and change nothing). */
  adminOnly?: boolean;
  content: React.ReactNode;
};

const SETTINGS_TAB = 'settings';

/**
 * One assessment: what it is and where its candidates stand, then tabs for its candidates, analytics,
 * ways in and deadlines (filled in by other features) and its settings. The tab lives in the URL.
 * `links` are other features' ways on from the assessment, shown beside Open in Analytics.
 */
export function AssessmentPage({
  assessmentId,
  tabs,
  links,
}: {
  assessmentId: string;
  tabs: AssessmentTab[];
  links?: React.ReactNode;
}) {
  const { t } = useT('assessments');
  const greeting = useMemberGreeting();
  const canEdit = useCanEdit();
  const query = useAssessment(assessmentId);
  useAssessmentEvents();
  const [params, setParams] = useSearchParams();
  const visible = tabs.filter((tab) => canEdit || !tab.adminOnly);
  const ids = [...visible.map((tab) => tab.id), SETTINGS_TAB];
  const requested = params.get('tab');
  const tab = requested && ids.includes(requested) ? requested : (ids[0] ?? SETTINGS_TAB);
  const onTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  const back = (
    <Link
      to={paths.adminAssessments.getHref()}
      className="inline-flex items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> {t('page.back')}
    </Link>
  );

  if (query.isPending) {
    return (
      <AppShell greeting={greeting}>
        <PageSpinner label={t('page.loading')} />
      </AppShell>
    );
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <AppShell greeting={greeting}>
        <div className="grid gap-4">
          {back}
          <Alert variant="destructive">
            <AlertTitle>{missing ? t('page.notFound') : t('page.loadFailed')}</AlertTitle>
            <AlertDescription>
              {missing ? t('page.notFoundDetail') : getErrorMessage(query.error)}
            </AlertDescription>
          </Alert>
        </div>
      </AppShell>
    );
  }

  const assessment = query.data;
  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="grid gap-3">
          {back}
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-semibold tracking-tight break-words">{assessment.name}</h1>
                <AssessmentStatusBadge status={assessment.currentStatus} />
              </div>
              <p className="text-muted-foreground">{describeRole(assessment) ?? t('noRole')}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {links}
              <Button asChild variant="outline" size="sm">
                <Link to={paths.adminAnalytics.getHref({ assessmentId: assessment.id })}>
                  <BarChart3 aria-hidden="true" /> {t('page.analytics')}
                </Link>
              </Button>
            </div>
          </div>
          {canEdit ? <AssessmentActions assessment={assessment} /> : null}
        </div>
        <section aria-label={t('page.glance')} className="grid gap-4 rounded-lg border bg-card p-4 shadow-xs">
          <AssessmentFacts assessment={assessment} showEmptyCounts />
        </section>
        <Tabs value={tab} onValueChange={onTab}>
          {/* On a phone the tabs scroll sideways in their strip rather than wrapping into a block. */}
          <div className="overflow-x-auto">
            <TabsList aria-label={t('page.tabs')} className="w-max min-w-full">
              {visible.map((item) => (
                <TabsTrigger key={item.id} value={item.id} className="min-h-9">
                  {item.label}
                </TabsTrigger>
              ))}
              <TabsTrigger value={SETTINGS_TAB} className="min-h-9">
                {t('page.settings')}
              </TabsTrigger>
            </TabsList>
          </div>
          {visible.map((item) => (
            <TabsContent key={item.id} value={item.id} className="grid grid-cols-[minmax(0,1fr)] gap-6">
              {item.content}
            </TabsContent>
          ))}
          <TabsContent value={SETTINGS_TAB}>
            <AssessmentSettingsSummary assessment={assessment} canEdit={canEdit} />
          </TabsContent>
        </Tabs>
      </div>
    </AppShell>
  );
}
