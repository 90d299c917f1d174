import { type TItemRetirementRequest, ZItemRetirementRequest } from '@app/contracts';
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
import { useRetireItem } from '../api/retire-item';

export type RetireTarget = {
  testId: string;
  itemId: string;
  stem: string;
  /** A company's own question is removed from its test; a library one is no longer drawn. */
  custom: boolean;
  flags: string[];
};

type Props = { target: RetireTarget | null; onClose: () => void };

const EMPTY: TItemRetirementRequest = { reason: '' };
const quoted = (text: string) => `“${text.length > 80 ? `${text.slice(0, 77)}…` : text}”`;

/** Retires an item flagged for differential functioning, with the reason recorded. */
export function RetireItemDialog({ target, onClose }: Props) {
  const retire = useRetireItem();
  const form = useForm<TItemRetirementRequest>({
    resolver: zodResolver(ZItemRetirementRequest),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (target) reset({ reason: target.flags[0] ?? '' });
  }, [target, reset]);

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!target) return;
    try {
      await retire.mutateAsync({ testId: target.testId, itemId: target.itemId, reason });
      notify.success(
        'Item retired',
        target.custom
          ? 'It is removed from your test; candidates who already had it keep it.'
          : 'New forms no longer include it; candidates who already had it keep it.',
      );
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.reason) form.setError('reason', { message: fields.reason });
      notify.error('The item was not retired', getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !retire.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Retire this item?</DialogTitle>
          <DialogDescription>
            {target ? quoted(target.stem) : null}{' '}
            {target?.custom
              ? 'It is removed from your test, as removing it in the test editor does. Forms that already showed it keep it.'
              : "Your company's new candidates will no longer be asked it; candidates who already had it keep it. Other companies are not affected, and you can restore it later."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            id="retire-reason"
            label="Reason"
            required
            hint={
              target?.custom
                ? 'For your own record: the test editor keeps no reason with a removed question.'
                : 'Recorded with who retired it, for example the flag that prompted it.'
            }
            error={form.formState.errors.reason?.message}
          >
            {(control) => (
              <Textarea {...control} rows={3} disabled={retire.isPending} {...form.register('reason')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={retire.isPending}>
              Cancel
            </Button>
            <SubmitButton busy={retire.isPending} busyLabel="Retiring…">
              Retire item
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
