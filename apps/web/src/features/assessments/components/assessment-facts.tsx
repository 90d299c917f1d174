import { CANDIDATE_STATUS_LABELS, CANDIDATE_STATUSES, type TAssessmentSummary } from '@app/contracts';
import { Progress } from '@/components/ui/progress';
import { describeWindow, formatCount, formatDate, TEST_MODE_LABELS } from '../lib/format';

/** Tests, window, candidates with the completion rate, created; then the candidates per status. */
export function AssessmentFacts({
  assessment,
  showEmptyCounts = false,
}: {
  assessment: TAssessmentSummary;
  /** The per-status list even without candidates (an assessment's own page). */
  showEmptyCounts?: boolean;
}) {
  const { counts } = assessment;
  const tests = assessment.tests.map((test) => test.name).join(', ') || 'Generated for the role';
  return (
    <>
      <dl className="grid gap-3 text-sm md:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Tests</dt>
          <dd>
            {tests} <span className="text-muted-foreground">· {TEST_MODE_LABELS[assessment.testMode]}</span>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Window</dt>
          <dd>{describeWindow(assessment.window) ?? 'No window set'}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-muted-foreground">Candidates</dt>
          <dd className="grid gap-1">
            <span>
              {formatCount(counts.total)} · {counts.completionRate}% completed
            </span>
            <Progress
              value={counts.completionRate}
              label={`Completion of ${assessment.name}`}
              valueText={`${counts.completionRate}% completed`}
            />
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Created</dt>
          <dd>
            {formatDate(assessment.createdAt)}
            {assessment.createdBy ? ` by ${assessment.createdBy.name}` : ''}
          </dd>
        </div>
      </dl>
      {counts.total > 0 || showEmptyCounts ? (
        <ul
          aria-label={`Candidates of ${assessment.name} by status`}
          className="flex flex-wrap gap-2 text-xs"
        >
          {CANDIDATE_STATUSES.map((status) => (
            <li key={status} className="rounded-md border px-2 py-1">
              {CANDIDATE_STATUS_LABELS[status]}{' '}
              <span className="font-semibold tabular-nums">{formatCount(counts.byStatus[status])}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
