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
import { useT } from '@/lib/i18n';
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
  const { t } = useT('item-analysis');
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
        t('retire.toast.retired'),
        target.custom ? t('retire.toast.retiredCustom') : t('retire.toast.retiredLibrary'),
      );
      onClose();
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.reason) form.setError('reason', { message: fields.reason });
      notify.error(t('retire.toast.failed'), getErrorMessage(error));
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
          <DialogTitle>{t('retire.title')}</DialogTitle>
          <DialogDescription>
            {target ? quoted(target.stem) : null} {target?.custom ? t('retire.custom') : t('retire.library')}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field
            id="retire-reason"
            label={t('retire.reason')}
            required
            hint={target?.custom ? t('retire.reasonHintCustom') : t('retire.reasonHintLibrary')}
            error={form.formState.errors.reason?.message}
          >
            {(control) => (
              <Textarea {...control} rows={3} disabled={retire.isPending} {...form.register('reason')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={retire.isPending}>
              {t('retire.cancel')}
            </Button>
            <SubmitButton busy={retire.isPending} busyLabel={t('retire.retiring')}>
              {t('retire.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
