import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { PageButtons } from '@/components/page-buttons';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useListFilters, usePageCount } from '@/lib/use-list-filters';
import { useAssessmentEvents, useAssessments } from '../api/assessments';
import { filtersFromSearchParams, searchParamsFromFilters } from '../lib/list-filters';
import { AssessmentActions } from './assessment-actions';
import { AssessmentCard } from './assessment-card';
import { AssessmentsToolbar } from './assessments-toolbar';

/** The company's assessments, one per opening, with search, status filter and pages kept in the URL. */
export function AssessmentsPage() {
  const { t } = useT('assessments');
  const greeting = useMemberGreeting();
  const canEdit = useCanEdit();
  const { filters, update } = useListFilters(filtersFromSearchParams, searchParamsFromFilters);
  const list = useAssessments(filters);
  useAssessmentEvents();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  // Archiving the last one of the last page steps back to the new last page.
  const pages = usePageCount(filters, total, list.isSuccess, update);
  const filtered = Boolean(filters.search || filters.status);

  return (
    <AppShell greeting={greeting}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('list.title')}</h1>
            <p className="text-muted-foreground">{t('list.intro')}</p>
          </div>
          {canEdit ? (
            <Button asChild>
              <Link to={paths.adminAssessmentNew.getHref()}>
                <Plus aria-hidden="true" /> {t('list.create')}
              </Link>
            </Button>
          ) : null}
        </div>
        <AssessmentsToolbar filters={filters} onChange={update} />
        {list.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(list.error, t('list.loadFailed'))}</AlertDescription>
          </Alert>
        ) : null}
        {list.isPending ? <PageSpinner label={t('list.loading')} /> : null}
        {list.isSuccess && total === 0 ? (
          filtered ? (
            <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
              <p>{t('list.noMatch')}</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => update({ search: undefined, status: undefined })}
              >
                {t('list.clear')}
              </Button>
            </div>
          ) : (
            <section
              aria-labelledby="first-assessment"
              className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center"
            >
              <ClipboardList aria-hidden="true" className="size-8 text-muted-foreground" />
              <h2 id="first-assessment" className="text-lg font-semibold">
                {canEdit ? t('list.firstTitleAdmin') : t('list.firstTitle')}
              </h2>
              <p className="max-w-prose text-sm text-muted-foreground">
                {canEdit ? t('list.firstTextAdmin') : t('list.firstText')}
              </p>
              {canEdit ? (
                <Button asChild>
                  <Link to={paths.adminAssessmentNew.getHref()}>
                    <Plus aria-hidden="true" /> {t('list.create')}
                  </Link>
                </Button>
              ) : null}
            </section>
          )
        ) : null}
        {items.length > 0 ? (
          <>
            <p id="assessments-count" className="text-sm text-muted-foreground" aria-live="polite">
              {t('list.count', { count: total })}
            </p>
            <ul aria-label={t('list.title')} aria-busy={list.isFetching} className="grid gap-4">
              {items.map((assessment) => (
                <li key={assessment.id}>
                  <AssessmentCard
                    assessment={assessment}
                    actions={canEdit ? <AssessmentActions assessment={assessment} /> : null}
                  />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label={t('list.pages')} className="flex items-center justify-between gap-3">
                <PageButtons
                  page={filters.page}
                  pages={pages}
                  onPage={(page) => update({ page })}
                  labelClassName="text-sm text-muted-foreground"
                />
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </AppShell>
  );
}
