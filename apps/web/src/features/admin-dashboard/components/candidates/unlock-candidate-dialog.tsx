import { type TUnlockCandidateRequest, ZUnlockCandidateRequest } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useUnlockCandidate } from '../../api/candidate-accommodations';

type Props = {
  /** The submitted candidate to unlock; the dialog is open while this is set. */
  target: { id: string; fullName: string } | null;
  onClose: () => void;
};

const EMPTY: TUnlockCandidateRequest = { reason: '' };

/** Reopens a submitted assessment (issue 5, item 9): the candidate may change answers and submit again. */
export function UnlockCandidateDialog({ target, onClose }: Props) {
  const { t } = useT('admin-dashboard');
  const unlock = useUnlockCandidate();
  const form = useForm<TUnlockCandidateRequest>({
    resolver: zodResolver(ZUnlockCandidateRequest),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (target) reset(EMPTY);
  }, [target, reset]);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!target) return;
    try {
      await unlock.mutateAsync({ id: target.id, reason });
      notify.success(t('unlock.toast.unlocked'), t('unlock.toast.unlockedDetail', { name: target.fullName }));
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.reason) form.setError('reason', { message: fields.reason });
      notify.error(t('unlock.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !unlock.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('unlock.title', { name: target?.fullName })}</DialogTitle>
          <DialogDescription>{t('unlock.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            id="unlock-reason"
            label={t('unlock.reason')}
            required
            hint={t('unlock.reasonHint')}
            error={form.formState.errors.reason?.message}
          >
            {(control) => (
              <Textarea {...control} rows={3} disabled={unlock.isPending} {...form.register('reason')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={unlock.isPending}>
              {t('unlock.cancel')}
            </Button>
            <SubmitButton busy={unlock.isPending} busyLabel={t('unlock.pending')}>
              {t('unlock.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
