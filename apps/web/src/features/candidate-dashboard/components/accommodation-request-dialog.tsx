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
import { useT } from '@/lib/i18n';
import { translatedErrorMessage } from '@/lib/i18n/server-errors';
import { notify } from '@/lib/toast';
import { useRequestAccommodation } from '../api/accommodations';

const KINDS = ['extra_time', 'other'] as const;

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
  const { t, i18n } = useT('candidate-dashboard');
  const request = useRequestAccommodation();
  const form = useForm<TCreateAccommodationRequest>({
    resolver: zodResolver(ZCreateAccommodationRequest),
    defaultValues: { kind: 'extra_time', reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      notify.success(
        t('accommodation.toast.sent.title'),
        t('accommodation.toast.sent.message', { company: companyName }),
      );
      form.reset();
      onOpenChange(false);
    } catch (error) {
      notify.error(t('accommodation.toast.failed'), translatedErrorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (request.isPending ? undefined : onOpenChange(next))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('accommodation.ask')}</DialogTitle>
          <DialogDescription>
            {t('accommodation.dialog.description', { company: companyName })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('accommodation.dialog.need')}</legend>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioGroup value={field.value} onValueChange={field.onChange} disabled={request.isPending}>
                  {KINDS.map((kind) => (
                    <div key={kind} className="flex items-center gap-2">
                      <RadioGroupItem value={kind} id={`accommodation-kind-${kind}`} />
                      <Label htmlFor={`accommodation-kind-${kind}`} className="font-normal">
                        {t(`accommodation.dialog.kind.${kind}`)}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>
          <Field
            id="accommodation-reason"
            label={t('accommodation.dialog.reason')}
            required
            hint={t('accommodation.dialog.reasonHint', ACCOMMODATION_REASON)}
            // The length rule's English words (contracts) read as the hint's rule in other languages.
            error={
              errors.reason && i18n.language !== 'en'
                ? t('accommodation.dialog.reasonHint', ACCOMMODATION_REASON)
                : errors.reason?.message
            }
          >
            {(control) => (
              <Textarea {...control} rows={5} disabled={request.isPending} {...form.register('reason')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={request.isPending}>
              {t('cancel')}
            </Button>
            <SubmitButton busy={request.isPending} busyLabel={t('sending')}>
              {t('accommodation.dialog.send')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
