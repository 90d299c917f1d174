import { CircleAlert, CircleCheck, CloudOff, LoaderCircle, Lock, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { SaveQueueState } from '../lib/save-queue';

/** The save queue's state in the candidate's words (issue 5's visible saved / saving / offline state). */
export function saveStatusText(state: SaveQueueState): string {
  switch (state.status) {
    case 'saving':
      return 'Saving…';
    case 'saved':
      // Says that nothing needs pressing: Save Progress (SPEC.md) only saves at once what is queued.
      return 'All answers saved automatically';
    case 'offline':
      return 'Offline – answers will be saved when you reconnect';
    case 'retrying':
      return 'Could not save – retrying';
    case 'closed':
      return state.closedReason === 'assessment_locked'
        ? 'Assessment locked – answers can no longer be saved'
        : 'Section closed – answers can no longer be saved';
    case 'rejected':
      return state.rejected.length === 1
        ? '1 answer cannot be saved'
        : `${state.rejected.length} answers cannot be saved`;
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
  const style = styles[state.status];
  const Icon = style.icon;
  return (
    <p
      data-testid="save-status"
      data-status={state.status}
      className={cn('flex items-center gap-1.5 text-sm font-medium', style.className, className)}
    >
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', style.spin && 'animate-spin')} />
      <span>{saveStatusText(state)}</span>
    </p>
  );
}
