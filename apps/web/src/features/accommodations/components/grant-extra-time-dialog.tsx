import { EXTRA_TIME_CHOICES, type TAccommodationRequestItem } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '@/components/form/select-field';
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
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useGrantAccommodation } from '../api/accommodations';

const ZForm = z.object({
  multiplier: z.string().min(1, 'Choose the extra time'),
  response: z.string().trim().max(2000, 'Please keep the answer under 2000 characters'),
});
type TForm = z.infer<typeof ZForm>;

const OPTIONS = EXTRA_TIME_CHOICES.map((value) => ({
  value: String(value),
  label: `${value}× (${Math.round((value - 1) * 100)}% extra time)`,
}));

/** Grants extra time through the candidate's extra-time setting, with an optional note to them. */
export function GrantExtraTimeDialog({
  request,
  onClose,
}: {
  request: TAccommodationRequestItem | null;
  onClose: () => void;
}) {
  const grant = useGrantAccommodation();
  const form = useForm<TForm>({
    resolver: zodResolver(ZForm),
    defaultValues: { multiplier: '1.5', response: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (request) reset({ multiplier: '1.5', response: '' });
  }, [request, reset]);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!request) return;
    try {
      await grant.mutateAsync({
        id: request.id,
        extraTimeMultiplier: Number(values.multiplier),
        response: values.response || undefined,
      });
      notify.success(
        'Extra time granted',
        `${request.candidateName} is told by email and on their dashboard.`,
      );
      onClose();
    } catch (error) {
      notify.error('Extra time could not be granted', getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (!open && !grant.isPending ? onClose() : undefined)}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Grant extra time to {request?.candidateName}</DialogTitle>
          <DialogDescription>
            Every section they have not finished gets its time × the multiplier; a section in progress has its
            remaining time scaled.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <SelectField
            control={form.control}
            name="multiplier"
            id="grant-multiplier"
            label="Time multiplier"
            placeholder="Choose the extra time"
            required
            disabled={grant.isPending}
            options={OPTIONS}
            error={errors.multiplier?.message}
          />
          <Field
            id="grant-response"
            label="A note to the candidate (optional)"
            hint="Sent by email and shown on their dashboard."
            error={errors.response?.message}
          >
            {(control) => (
              <Textarea {...control} rows={3} disabled={grant.isPending} {...form.register('response')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={grant.isPending}>
              Cancel
            </Button>
            <SubmitButton busy={grant.isPending} busyLabel="Granting…">
              Grant extra time
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
