import type { TFunction } from 'i18next';
import { CircleAlert, CircleCheck, CloudOff, LoaderCircle, Lock, TriangleAlert } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import type { SaveQueueState } from '../lib/save-queue';

/** The save queue's state in the candidate's words (issue 5's visible saved / saving / offline state). */
function saveStatusText(state: SaveQueueState, t: TFunction): string {
  switch (state.status) {
    case 'saving':
      return t('save.saving');
    case 'saved':
      // Says that nothing needs pressing: Save Progress (SPEC.md) only saves at once what is queued.
      return t('save.saved');
    case 'offline':
      return t('save.offline');
    case 'retrying':
      return t('save.retrying');
    case 'closed':
      return state.closedReason === 'assessment_locked' ? t('save.locked') : t('save.closed');
    case 'rejected':
      return t('save.rejected', { count: state.rejected.length });
  }
}

const styles = {
  saving: { icon: LoaderCircle, className: 'text-muted-foreground', spin: true },
  saved: { icon: CircleCheck, className: 'text-success', spin: false },
  offline: { icon: CloudOff, className: 'text-warning', spin: false },
  retrying: { icon: TriangleAlert, className: 'text-warning', spin: false },
  closed: { icon: Lock, className: 'text-destructive', spin: false },
  rejected: { icon: CircleAlert, className: 'text-destructive', spin: false },
} as const;

/**
 * Not a live region: it changes with every answer. The runner announces the changes a candidate must hear
 * (offline, failing, closed, back to saved) itself.
 */
export function SaveStatus({ state, className }: { state: SaveQueueState; className?: string }) {
  const { t } = useT('test-runner');
  const style = styles[state.status];
  const Icon = style.icon;
  return (
    <p
      data-testid="save-status"
      data-status={state.status}
      className={cn('flex items-center gap-1.5 text-sm font-medium', style.className, className)}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', style.spin && 'animate-spin')} />
      <span>{saveStatusText(state, t)}</span>
    </p>
  );
}
