import { EXTRA_TIME_CHOICES, type TAccommodationRequestItem } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
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
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useGrantAccommodation } from '../api/accommodations';

/** Messages are catalogue keys, said in words where the form shows them. */
const ZForm = z.object({
  multiplier: z.string().min(1, 'grant.chooseExtraTime'),
  response: z.string().trim().max(2000, 'grant.tooLong'),
});
type TForm = z.infer<typeof ZForm>;

/** Grants extra time through the candidate's extra-time setting, with an optional note to them. */
export function GrantExtraTimeDialog({
  request,
  onClose,
}: {
  request: TAccommodationRequestItem | null;
  onClose: () => void;
}) {
  const { t } = useT('accommodations');
  const format = useCompanyFormat();
  const options = useMemo(
    () =>
      EXTRA_TIME_CHOICES.map((value) => ({
        value: String(value),
        label: t('grant.option', {
          multiplier: format.number(value),
          percent: format.number(Math.round((value - 1) * 100)),
        }),
      })),
    [t, format],
  );
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
        t('grant.toast.granted'),
        t('grant.toast.grantedDetail', { name: request.candidateName }),
      );
      onClose();
    } catch (error) {
      notify.error(t('grant.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (!open && !grant.isPending ? onClose() : undefined)}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('grant.title', { name: request?.candidateName })}</DialogTitle>
          <DialogDescription>{t('grant.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <SelectField
            control={form.control}
            name="multiplier"
            id="grant-multiplier"
            label={t('grant.multiplier')}
            placeholder={t('grant.chooseExtraTime')}
            required
            disabled={grant.isPending}
            options={options}
            error={errors.multiplier?.message && t(errors.multiplier.message)}
          />
          <Field
            id="grant-response"
            label={t('grant.note')}
            hint={t('grant.noteHint')}
            error={errors.response?.message && t(errors.response.message)}
          >
            {(control) => (
              <Textarea {...control} rows={3} disabled={grant.isPending} {...form.register('response')} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={grant.isPending}>
              {t('grant.cancel')}
            </Button>
            <SubmitButton busy={grant.isPending} busyLabel={t('grant.granting')}>
              {t('grant.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
