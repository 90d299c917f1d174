import type { TAssessmentListFilters } from '@app/contracts';
import { ClipboardList, Plus } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppShell } from '@/components/layouts/app-shell';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit, useMemberGreeting } from '@/lib/auth/use-can-edit';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const list = useAssessments(filters);
  useAssessmentEvents();

  const update = useCallback(
    (change: Partial<TAssessmentListFilters>) =>
      setSearchParams(
        (current) => searchParamsFromFilters({ ...filtersFromSearchParams(current), page: 1, ...change }),
        { replace: true },
      ),
    [setSearchParams],
  );

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / filters.pageSize));
  // Archiving the last one of the last page leaves it empty: step back to the new last page.
  const beyondLastPage = list.isSuccess && filters.page > pages;
  useEffect(() => {
    if (beyondLastPage) update({ page: pages });
  }, [beyondLastPage, pages, update]);
  const filtered = Boolean(filters.search || filters.status);

  return (
    <AppShell greeting={greeting}>
      <div className="grid gap-6">
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
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filters.page <= 1}
                  onClick={() => update({ page: filters.page - 1 })}
                >
                  Previous
                </Button>
                <span className="text-sm text-muted-foreground">
                  Page {filters.page} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={filters.page >= pages}
                  onClick={() => update({ page: filters.page + 1 })}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </div>
    </AppShell>
  );
}
