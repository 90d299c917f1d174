import type { TCandidate } from '@app/contracts';
import { Check, Circle } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { deadlineState, formatFull, timelineOf } from '../../lib/candidate-progress';

type Props = {
  /** The candidate whose timeline is open; null: closed. */
  candidate: TCandidate | null;
  now: Date;
  onClose: () => void;
};

/** Every pipeline fact of one candidate: invited, opened, password, started, submitted, activity, deadline. */
export function TimelineDialog({ candidate, now, onClose }: Props) {
  const steps = candidate ? timelineOf(candidate) : [];
  const deadline = candidate ? deadlineState(candidate, now) : null;
  return (
    <Dialog open={candidate !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Timeline of {candidate?.fullName}</DialogTitle>
          <DialogDescription>
            The candidate’s way from the invitation to the submission, on this server’s clock.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-2" aria-label="Pipeline steps">
          {steps.map((step) => (
            <li key={step.key} className="flex items-start gap-3 text-sm">
              {step.at ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className={cn('font-medium', !step.at && 'text-muted-foreground')}>{step.label}</span>
              <span className="ml-auto text-right text-muted-foreground">
                {step.at ? <time dateTime={step.at}>{formatFull(step.at)}</time> : 'Not yet'}
              </span>
            </li>
          ))}
        </ol>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t pt-3 text-sm">
          <dt className="text-muted-foreground">Last activity</dt>
          <dd className="text-right font-medium">
            {candidate?.lastActivityAt ? (
              <time dateTime={candidate.lastActivityAt}>{formatFull(candidate.lastActivityAt)}</time>
            ) : (
              'None yet'
            )}
          </dd>
          <dt className="text-muted-foreground">Deadline</dt>
          <dd className="text-right font-medium">
            {candidate?.effectiveDeadlineAt ? (
              <>
                <time dateTime={candidate.effectiveDeadlineAt}>
                  {formatFull(candidate.effectiveDeadlineAt)}
                </time>
                {deadline?.tone === 'overdue' ? <span className="text-destructive"> (passed)</span> : null}
                {candidate.deadlineAt ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    Extended for this candidate
                  </span>
                ) : null}
              </>
            ) : (
              'No deadline'
            )}
          </dd>
        </dl>
      </DialogContent>
    </Dialog>
  );
}
