import type { TAssessmentSummary } from '@app/contracts';
import type * as React from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { describeRole } from '../lib/format';
import { AssessmentFacts } from './assessment-facts';
import { AssessmentStatusBadge } from './assessment-status-badge';

/** One assessment in the list: what it is, when it runs, where its candidates are, and the admin's actions. */
export function AssessmentCard({
  assessment,
  actions,
}: {
  assessment: TAssessmentSummary;
  actions: React.ReactNode;
}) {
  const { t } = useT('assessments');
  const titleId = `assessment-${assessment.id}`;
  const role = describeRole(assessment);
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-base font-semibold break-words">
            <Link
              to={paths.adminAssessment.getHref(assessment.id)}
              className="underline-offset-4 hover:underline focus-visible:underline"
            >
              {assessment.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">{role ?? t('noRole')}</p>
        </div>
        <AssessmentStatusBadge status={assessment.currentStatus} />
      </div>
      <AssessmentFacts assessment={assessment} />
      {actions}
    </article>
  );
}
