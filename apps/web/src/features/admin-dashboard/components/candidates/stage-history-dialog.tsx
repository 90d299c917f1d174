import type { TStageLabels } from '@app/contracts';
import { ArrowRight, Mail } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useStageHistory } from '../../api/hiring-stages';
import { StageBadge } from './stage-cell';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type Props = {
  target: { id: string; fullName: string } | null;
  labels: TStageLabels;
  onClose: () => void;
};

/** Every stage change of one candidate, newest first: from, to, who and when, and whether an email went. */
export function StageHistoryDialog({ target, labels, onClose }: Props) {
  const history = useStageHistory(target?.id ?? null);
  const items = history.data?.items ?? [];
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Stage history of {target?.fullName}</DialogTitle>
          <DialogDescription>Who moved the candidate between hiring stages, and when.</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Spinner label="Loading the stage history" />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(history.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">The candidate is still at the first stage.</p>
        ) : (
          <ol className="grid gap-3" aria-label="Stage changes">
            {items.map((item) => (
              <li key={item.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <StageBadge stage={item.from} labels={labels} />
                  <ArrowRight aria-label="to" className="size-4 text-muted-foreground" />
                  <StageBadge stage={item.to} labels={labels} />
                </div>
                <p className="text-muted-foreground">
                  <time dateTime={item.changedAt}>{when.format(new Date(item.changedAt))}</time>
                  {' · '}
                  {item.changedBy
                    ? `by ${item.changedBy.name} (${item.changedBy.email})`
                    : 'by a former team member'}
                </p>
                {item.emailQueuedAt ? (
                  <p className="flex items-center gap-1.5 text-muted-foreground">
                    <Mail aria-hidden="true" className="size-3.5" /> Decision email sent
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
