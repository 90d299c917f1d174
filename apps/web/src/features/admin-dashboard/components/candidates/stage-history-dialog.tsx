import type { TStageLabels } from '@app/contracts';
import { ArrowRight, Mail } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useStageHistory } from '../../api/hiring-stages';
import { StageBadge } from './stage-cell';

type Props = {
  target: { id: string; fullName: string } | null;
  labels: TStageLabels;
  onClose: () => void;
};

/** Every stage change of one candidate, newest first: from, to, who and when, and whether an email went. */
export function StageHistoryDialog({ target, labels, onClose }: Props) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const history = useStageHistory(target?.id ?? null);
  const items = history.data?.items ?? [];
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('stageHistory.title', { name: target?.fullName })}</DialogTitle>
          <DialogDescription>{t('stageHistory.description')}</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Spinner label={t('stageHistory.loading')} />
        ) : history.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(history.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('stageHistory.empty')}</p>
        ) : (
          <ol className="grid gap-3" aria-label={t('stageHistory.list')}>
            {items.map((item) => (
              <li key={item.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <StageBadge stage={item.from} labels={labels} />
                  <ArrowRight aria-label={t('stageHistory.to')} className="size-4 text-muted-foreground" />
                  <StageBadge stage={item.to} labels={labels} />
                </div>
                <p className="text-muted-foreground">
                  <time dateTime={item.changedAt}>{format.dateTime(item.changedAt)}</time>
                  {' · '}
                  {item.changedBy
                    ? t('stageHistory.by', { name: item.changedBy.name, email: item.changedBy.email })
                    : t('stageHistory.byFormer')}
                </p>
                {item.emailQueuedAt ? (
                  <p className="flex items-center gap-1.5 text-muted-foreground">
                    <Mail aria-hidden="true" className="size-3.5" /> {t('stageHistory.emailSent')}
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
