import { formatDeadline } from '@app/contracts';
import { useEffect, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { instantToZoned, zonedToInstant } from '@/lib/zoned-time';
import { useSetDeadline } from '../api/deadlines';
import { suggestedDeadline } from '../lib/describe';

/** Whose deadline changes: one candidate (by name) or a selection. */
export type DeadlineTarget = {
  candidateIds: string[];
  /** "Ann Able", or "3 candidates". */
  label: string;
  /** The current effective deadline when one candidate is chosen. */
  current: string | null;
  /** True when one candidate with their own deadline is chosen: they can go back to the assessment's. */
  extended: boolean;
};

/**
 * A new deadline as a date and time in the assessment's zone. Reminders are sent again for the new
 * deadline, at the assessment's moments.
 */
export function ExtendDeadlineDialog({
  target,
  timeZone,
  closesAt,
  onClose,
}: {
  target: DeadlineTarget | null;
  timeZone: string;
  closesAt: string | null;
  onClose: () => void;
}) {
  const { t } = useT('deadlines');
  const save = useSetDeadline();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (target) {
      setValue(instantToZoned(suggestedDeadline(target.current), timeZone));
      setError(null);
    }
  }, [target, timeZone]);

  const submit = async (deadlineAt: string | null) => {
    if (!target) return;
    try {
      const result = await save.mutateAsync({ candidateIds: target.candidateIds, deadlineAt });
      const when = result.items[0]?.deadlineAt;
      notify.success(
        t('dialog.toast.saved'),
        deadlineAt && when
          ? t('dialog.toast.savedUntil', { label: target.label, date: formatDeadline(when, timeZone) })
          : t('dialog.toast.savedBack', { label: target.label }),
      );
      onClose();
    } catch (failure) {
      setError(getFieldErrors(failure).deadlineAt ?? getErrorMessage(failure));
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const instant = zonedToInstant(value, timeZone);
    if (!instant) {
      setError(t('dialog.chooseDateTime'));
      return;
    }
    if (Date.parse(instant) <= Date.now()) {
      setError(t('dialog.chooseFuture'));
      return;
    }
    void submit(instant);
  };

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { label: target?.label })}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        {target?.current ? (
          <p className="text-sm">
            {t('dialog.current')}
            <span className="font-medium">{formatDeadline(target.current, timeZone)}</span>
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            id="deadline-at"
            label={t('dialog.newDeadline', { timeZone })}
            type="datetime-local"
            required
            value={value}
            onChange={(event) => setValue(event.target.value)}
            disabled={save.isPending}
            error={error ?? undefined}
          />
          <DialogFooter className="flex-wrap">
            {target?.extended && closesAt ? (
              <Button
                type="button"
                variant="ghost"
                disabled={save.isPending}
                onClick={() => void submit(null)}
                className="sm:mr-auto"
              >
                {t('dialog.useClosing')}
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              {t('dialog.cancel')}
            </Button>
            <SubmitButton busy={save.isPending} busyLabel={t('dialog.saving')}>
              {t('dialog.save')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
