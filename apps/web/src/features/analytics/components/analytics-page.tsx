import type { TAnalyticsQuery } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useAnalytics, useAnalyticsEvents } from '../api/get-analytics';
import { AnalyticsOverview } from './analytics-overview';
import { AssessmentFilter } from './assessment-filter';
import { ComparePanel } from './compare-panel';
import { PositionFilter } from './position-filter';

/**
 * The admin's overview of their company's candidates, live as they submit and are evaluated. The filters
 * live in the URL (?assessmentId=…&position=…), so an assessment's page can link here narrowed to it.
 */
export function AnalyticsPage() {
  const { t } = useT('analytics');
  const format = useCompanyFormat();
  const greeting = useMemberGreeting();
  const [params, setParams] = useSearchParams();
  const assessmentId = params.get('assessmentId') ?? undefined;
  const position = params.get('position') ?? undefined;
  const filters = useMemo<TAnalyticsQuery>(() => ({ assessmentId, position }), [assessmentId, position]);
  const setFilter = useCallback(
    (name: keyof TAnalyticsQuery, value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const analytics = useAnalytics(filters);
  useAnalyticsEvents();
  const data = analytics.data;
  const scope = position ? 'position' : assessmentId ? 'assessment' : 'company';

  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
            <p className="text-muted-foreground">
              {data
                ? t('count', {
                    count: data.candidates,
                    total: format.number(data.candidates),
                    scope,
                    position,
                  })
                : t('atAGlance')}
            </p>
          </div>
          <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
            <AssessmentFilter value={assessmentId} onChange={(id) => setFilter('assessmentId', id)} />
            <PositionFilter
              positions={data?.positions ?? []}
              value={position}
              onChange={(p) => setFilter('position', p)}
            />
            <Button asChild variant="outline" size="sm">
              <Link to={paths.adminDashboard.getHref()}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t('back')}
              </Link>
            </Button>
          </div>
        </div>
        <AnalyticsOverview filters={filters} />
        {data ? <ComparePanel assessmentId={assessmentId} /> : null}
      </div>
    </AppShell>
  );
}
