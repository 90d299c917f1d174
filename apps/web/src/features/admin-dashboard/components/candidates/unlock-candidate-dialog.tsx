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
      notify.success('Assessment unlocked', `${target.fullName} can submit their assessment again.`);
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.reason) form.setError('reason', { message: fields.reason });
      notify.error('Unlock failed', getErrorMessage(error));
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
          <DialogTitle>Unlock {target?.fullName}’s assessment?</DialogTitle>
          <DialogDescription>
            The candidate can submit their assessment again; their dashboard updates at once. Closed sections
            stay closed and no time is given back. The reason is recorded with who unlocked it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            id="unlock-reason"
            label="Reason"
            required
            hint="For example: the candidate lost their connection during the writing section."
            error={form.formState.errors.reason?.message}
          >
            {(control) => (
              <Textarea {...control} rows={3} disabled={unlock.isPending} {...form.register('reason')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={unlock.isPending}>
              Cancel
            </Button>
            <SubmitButton busy={unlock.isPending} busyLabel="Unlocking…">
              Unlock
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
