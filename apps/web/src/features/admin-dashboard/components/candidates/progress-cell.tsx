import type { TCandidate } from '@app/contracts';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { cn } from '@/lib/utils';
import { deadlineState, formatAgo, latestStep } from '../../lib/candidate-progress';

const TONES = {
  none: 'text-muted-foreground',
  normal: 'text-muted-foreground',
  warning: 'font-medium text-warning',
  overdue: 'font-medium text-destructive',
  done: 'text-muted-foreground',
} as const;

/**
 * The Progress column, one short line each: the furthest step with its time ('Started · 3 h ago'), the
 * last activity, and the deadline that applies ('Due 3 Dec', 'Passed 20 Nov' in red when unsubmitted).
 */
export function ProgressCell({ candidate, now }: { candidate: TCandidate; now: Date }) {
  const { t } = useT('admin-dashboard');
  const { locale, timeZone } = useCompanyFormat();
  const region = { locale, timeZone };
  const step = latestStep(candidate, t);
  const deadline = deadlineState(candidate, now, t, region);
  return (
    <div className="grid max-w-36 min-w-28 gap-0.5 text-sm">
      <p data-testid="progress-cell">
        <span className="font-medium">{step.label}</span>
        {step.at ? (
          <>
            {' · '}
            <time dateTime={step.at} className="text-muted-foreground">
              {formatAgo(step.at, now, t, region)}
            </time>
          </>
        ) : null}
      </p>
      {candidate.lastActivityAt ? (
        <p className="text-xs text-muted-foreground" data-testid="activity-cell">
          {t('progress.lastActive')}{' '}
          <time dateTime={candidate.lastActivityAt}>
            {formatAgo(candidate.lastActivityAt, now, t, region)}
          </time>
        </p>
      ) : null}
      {candidate.effectiveDeadlineAt ? (
        <p className={cn('text-xs', TONES[deadline.tone])} data-testid="deadline-cell">
          <time dateTime={candidate.effectiveDeadlineAt}>{deadline.text}</time>
        </p>
      ) : null}
    </div>
  );
}
