import {
  ACCOMMODATION_REASON,
  type TCreateAccommodationRequest,
  ZCreateAccommodationRequest,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
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
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useRequestAccommodation } from '../api/accommodations';

const KINDS = [
  { value: 'extra_time', label: 'Extra time' },
  { value: 'other', label: 'Another adjustment or another way to be assessed' },
] as const;

/** The request form the notice points to: extra time or another adjustment, with a reason. */
export function AccommodationRequestDialog({
  open,
  onOpenChange,
  companyName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyName: string;
}) {
  const request = useRequestAccommodation();
  const form = useForm<TCreateAccommodationRequest>({
    resolver: zodResolver(ZCreateAccommodationRequest),
    defaultValues: { kind: 'extra_time', reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      notify.success('Request sent', `${companyName} will answer by email and on this page.`);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      notify.error('Your request could not be sent', getErrorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (request.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Ask for an accommodation</DialogTitle>
          <DialogDescription>
            Tell {companyName} what would help you, for example more time for a disability or a health
            condition. Only the people who review your application read it; say no more than you wish to.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">What do you need?</legend>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioGroup value={field.value} onValueChange={field.onChange} disabled={request.isPending}>
                  {KINDS.map((kind) => (
                    <div key={kind.value} className="flex items-center gap-2">
                      <RadioGroupItem value={kind.value} id={`accommodation-kind-${kind.value}`} />
                      <Label htmlFor={`accommodation-kind-${kind.value}`} className="font-normal">
                        {kind.label}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>
          <Field
            id="accommodation-reason"
            label="Your reason"
            required
            hint={`${ACCOMMODATION_REASON.min} to ${ACCOMMODATION_REASON.max} characters.`}
            error={errors.reason?.message}
          >
            {(control) => (
              <Textarea {...control} rows={5} disabled={request.isPending} {...form.register('reason')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={request.isPending}>
              Cancel
            </Button>
            <SubmitButton busy={request.isPending} busyLabel="Sending…">
              Send request
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
