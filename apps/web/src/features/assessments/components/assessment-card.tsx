import { CANDIDATE_STATUS_LABELS, CANDIDATE_STATUSES, type TAssessmentSummary } from '@app/contracts';
import type * as React from 'react';
import { Progress } from '@/components/ui/progress';
import { describeRole, describeWindow, formatCount, formatDate, TEST_MODE_LABELS } from '../lib/format';
import { AssessmentStatusBadge } from './assessment-status-badge';

/** One assessment in the list: what it is, when it runs, where its candidates are, and the admin's actions. */
export function AssessmentCard({
  assessment,
  actions,
}: {
  assessment: TAssessmentSummary;
  actions: React.ReactNode;
}) {
  const titleId = `assessment-${assessment.id}`;
  const role = describeRole(assessment);
  const windowText = describeWindow(assessment.window);
  const tests = assessment.tests.map((test) => test.name).join(', ') || 'Generated for the role';
  const { counts } = assessment;
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-base font-semibold break-words">
            {assessment.name}
          </h2>
          <p className="text-sm text-muted-foreground">{role ?? 'No role set'}</p>
        </div>
        <AssessmentStatusBadge status={assessment.status} />
      </div>
      <dl className="grid gap-3 text-sm md:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Tests</dt>
          <dd>
            {tests} <span className="text-muted-foreground">· {TEST_MODE_LABELS[assessment.testMode]}</span>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Window</dt>
          <dd>{windowText ?? 'No window set'}</dd>
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
      {counts.total > 0 ? (
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
      {actions}
    </article>
  );
}
