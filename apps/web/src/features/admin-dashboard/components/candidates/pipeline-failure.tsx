import { AlertTriangle, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useRetryPipeline } from '../../api/retry-pipeline';

/** A failed pipeline step on a candidate's row: the reason, and a retry that resumes where it stopped. */
export function PipelineFailure({ candidateId, reason }: { candidateId: string; reason: string }) {
  const { t } = useT('admin-dashboard');
  const retry = useRetryPipeline();
  const canEdit = useCanEdit();
  const onRetry = () =>
    retry.mutate([candidateId], {
      onSuccess: ({ queued }) =>
        queued > 0
          ? notify.success(t('failure.toast.restarted'), t('failure.toast.restartedDetail'))
          : notify.info(t('failure.toast.nothing'), t('failure.toast.nothingDetail')),
      onError: (error) => notify.error(t('failure.toast.failed'), getErrorMessage(error)),
    });
  return (
    <div className="mt-1 flex items-center gap-2 text-xs text-destructive">
      <AlertTriangle aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{t('failure.text', { reason })}</span>
      {canEdit ? (
        <Button
          size="sm"
          variant="link"
          className="h-auto text-xs"
          onClick={onRetry}
          disabled={retry.isPending}
        >
          <RotateCw aria-hidden="true" className="size-3" /> {t('failure.retry')}
        </Button>
      ) : null}
    </div>
  );
}
