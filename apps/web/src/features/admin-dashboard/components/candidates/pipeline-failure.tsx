import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { notify } from '@/lib/toast';
import { useRetryPipeline } from '../../api/retry-pipeline';

/** A failed pipeline step on a candidate's row: the reason, and a retry that resumes where it stopped. */
export function PipelineFailure({ candidateId, reason }: { candidateId: string; reason: string }) {
  const retry = useRetryPipeline();
  const canEdit = useCanEdit();
  const onRetry = () =>
    retry.mutate([candidateId], {
      onSuccess: ({ queued }) =>
        queued > 0
          ? notify.success(
              'Setup restarted',
              'The candidate’s questions and invitation are being prepared again.',
            )
          : notify.info('Nothing to retry', 'This candidate’s setup has already finished.'),
      onError: (error) => notify.error('Retry failed', getErrorMessage(error)),
    });
  return (
    <div className="mt-1 flex items-center gap-2 text-xs text-destructive">
      <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0" />
      <span>Setup failed: {reason}</span>
      {canEdit ? (
        <Button
          size="sm"
          variant="link"
          className="h-auto text-xs"
          onClick={onRetry}
          disabled={retry.isPending}
        >
          <RotateCw aria-hidden="true" className="size-3" /> Retry
        </Button>
      ) : null}
    </div>
  );
}
