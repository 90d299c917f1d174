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
import { useListFilters, usePageCount } from '@/lib/use-list-filters';
import { useAssessmentEvents, useAssessments } from '../api/assessments';
import { formatCount } from '../lib/format';
import { filtersFromSearchParams, searchParamsFromFilters } from '../lib/list-filters';
import { AssessmentActions } from './assessment-actions';
import { AssessmentCard } from './assessment-card';
import { AssessmentsToolbar } from './assessments-toolbar';

/** The company's assessments, one per opening, with search, status filter and pages kept in the URL. */
export function AssessmentsPage() {
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
            <h1 className="text-2xl font-semibold tracking-tight">Assessments</h1>
            <p className="text-muted-foreground">One per opening: its role, tests, window and candidates.</p>
          </div>
          {canEdit ? (
            <Button asChild>
              <Link to={paths.adminAssessmentNew.getHref()}>
                <Plus aria-hidden="true" /> Create assessment
              </Link>
            </Button>
          ) : null}
        </div>
        <AssessmentsToolbar filters={filters} onChange={update} />
        {list.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{getErrorMessage(list.error, 'Failed to load assessments.')}</AlertDescription>
          </Alert>
        ) : null}
        {list.isPending ? <PageSpinner label="Loading assessments" /> : null}
        {list.isSuccess && total === 0 ? (
          filtered ? (
            <div className="grid justify-items-start gap-3 rounded-lg border border-dashed p-6">
              <p>No assessments match your search and filter.</p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => update({ search: undefined, status: undefined })}
              >
                Clear search and filter
              </Button>
            </div>
          ) : (
            <section
              aria-labelledby="first-assessment"
              className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center"
            >
              <ClipboardList aria-hidden="true" className="size-8 text-muted-foreground" />
              <h2 id="first-assessment" className="text-lg font-semibold">
                {canEdit ? 'Create your first assessment' : 'No assessments yet'}
              </h2>
              <p className="max-w-prose text-sm text-muted-foreground">
                {canEdit
                  ? 'An assessment is one opening: name it, choose its tests and window, then add candidates by uploading a CSV on the Candidates page.'
                  : 'An admin of your company creates assessments; they will be listed here.'}
              </p>
              {canEdit ? (
                <Button asChild>
                  <Link to={paths.adminAssessmentNew.getHref()}>
                    <Plus aria-hidden="true" /> Create assessment
                  </Link>
                </Button>
              ) : null}
            </section>
          )
        ) : null}
        {items.length > 0 ? (
          <>
            <p id="assessments-count" className="text-sm text-muted-foreground" aria-live="polite">
              {formatCount(total)} {total === 1 ? 'assessment' : 'assessments'}
            </p>
            <ul aria-label="Assessments" aria-busy={list.isFetching} className="grid gap-4">
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
              <nav aria-label="Pages" className="flex items-center justify-between gap-3">
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
