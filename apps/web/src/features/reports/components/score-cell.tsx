import { formatScore, type TCandidate } from '@app/contracts';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { notify } from '@/lib/toast';
import { useRerunEvaluation } from '../api/rerun-evaluation';

/** The Score column: the total once scored, "Scoring…" while the job runs, "Failed" with Re-run. */
export function ScoreCell({
  candidate,
}: {
  candidate: Pick<TCandidate, 'id' | 'fullName' | 'totalScore' | 'evaluationStatus'>;
}) {
  const rerun = useRerunEvaluation();
  const canEdit = useCanEdit();
  const status = candidate.evaluationStatus;

  if (status === 'pending' || status === 'processing') {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Spinner decorative className="size-3.5" /> Scoring…
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="font-medium text-destructive">Failed</span>
        {canEdit ? (
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2"
            disabled={rerun.isPending}
            aria-label={`Re-run scoring for ${candidate.fullName}`}
            onClick={() =>
              rerun.mutate(candidate.id, {
                onSuccess: () =>
                  notify.success('Scoring queued', `${candidate.fullName}’s answers are being scored again.`),
                onError: (error) => notify.error('Could not re-run scoring', getErrorMessage(error)),
              })
            }
          >
            <RotateCw aria-hidden="true" /> Re-run
          </Button>
        ) : null}
      </div>
    );
  }
  if (candidate.totalScore === null)
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="sr-only">No score</span>
      </span>
    );
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="font-medium tabular-nums">
        {formatScore(candidate.totalScore)}
        <span className="text-muted-foreground">/100</span>
      </span>
      {status === 'needs_review' ? (
        <span className="rounded-full border border-warning px-1.5 text-[11px] leading-4 font-medium">
          needs review
        </span>
      ) : null}
    </div>
  );
}
