import type { TCandidate } from '@app/contracts';
import { Check, Circle } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
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
  const { t } = useT('admin-dashboard');
  const { locale, timeZone } = useCompanyFormat();
  const region = { locale, timeZone };
  const steps = candidate ? timelineOf(candidate, t) : [];
  const deadline = candidate ? deadlineState(candidate, now, t, region) : null;
  return (
    <Dialog open={candidate !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('timeline.title', { name: candidate?.fullName })}</DialogTitle>
          <DialogDescription>{t('timeline.description')}</DialogDescription>
        </DialogHeader>
        <ol className="grid gap-2" aria-label={t('timeline.steps')}>
          {steps.map((step) => (
            <li key={step.key} className="flex items-start gap-3 text-sm">
              {step.at ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className={cn('font-medium', !step.at && 'text-muted-foreground')}>{step.label}</span>
              <span className="ml-auto text-right text-muted-foreground">
                {step.at ? (
                  <time dateTime={step.at}>{formatFull(step.at, region)}</time>
                ) : (
                  t('timeline.notYet')
                )}
              </span>
            </li>
          ))}
        </ol>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t pt-3 text-sm">
          <dt className="text-muted-foreground">{t('timeline.lastActivity')}</dt>
          <dd className="text-right font-medium">
            {candidate?.lastActivityAt ? (
              <time dateTime={candidate.lastActivityAt}>{formatFull(candidate.lastActivityAt, region)}</time>
            ) : (
              t('timeline.noneYet')
            )}
          </dd>
          <dt className="text-muted-foreground">{t('timeline.deadline')}</dt>
          <dd className="text-right font-medium">
            {candidate?.effectiveDeadlineAt ? (
              <>
                <time dateTime={candidate.effectiveDeadlineAt}>
                  {formatFull(candidate.effectiveDeadlineAt, region)}
                </time>
                {deadline?.tone === 'overdue' ? (
                  <span className="text-destructive">{t('timeline.passed')}</span>
                ) : null}
                {candidate.deadlineAt ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {t('timeline.extended')}
                  </span>
                ) : null}
              </>
            ) : (
              t('timeline.noDeadline')
            )}
          </dd>
        </dl>
      </DialogContent>
    </Dialog>
  );
}
