import { formatScore, type TCandidate } from '@app/contracts';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useRerunEvaluation } from '../api/rerun-evaluation';

/**
 * The Score column: the total once scored, "Awaiting rating" while written answers wait for a person
 * (decision 035), "Scoring…" while the job runs, "Failed" with Re-run.
 */
export function ScoreCell({
  candidate,
}: {
  candidate: Pick<TCandidate, 'id' | 'fullName' | 'totalScore' | 'evaluationStatus'>;
}) {
  const { t } = useT('reports');
  const rerun = useRerunEvaluation();
  const canEdit = useCanEdit();
  const status = candidate.evaluationStatus;

  if (status === 'pending' || status === 'processing') {
    return (
      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
        <Spinner decorative className="size-3.5" /> {t('score.scoring')}
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="font-medium text-destructive">{t('score.failed')}</span>
        {canEdit ? (
          <Button
            size="sm"
            variant="outline"
            className="h-7 px-2"
            disabled={rerun.isPending}
            aria-label={t('score.rerunLabel', { name: candidate.fullName })}
            onClick={() =>
              rerun.mutate(candidate.id, {
                onSuccess: () =>
                  notify.success(
                    t('score.toast.queued'),
                    t('score.toast.queuedDetail', { name: candidate.fullName }),
                  ),
                onError: (error) => notify.error(t('score.toast.failed'), getErrorMessage(error)),
              })
            }
          >
            <RotateCw aria-hidden="true" /> {t('score.rerun')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (candidate.totalScore === null && status === 'needs_review')
    return (
      <span
        className="rounded-full border border-warning px-1.5 text-[11px] leading-4 font-medium whitespace-nowrap"
        title={t('score.awaitingRatingDetail')}
      >
        {t('score.awaitingRating')}
      </span>
    );
  if (candidate.totalScore === null)
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('score.none')}</span>
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
          {t('score.needsReview')}
        </span>
      ) : null}
    </div>
  );
}
