import { EXTRA_TIME } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
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
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useSetCandidateExtraTime } from '../../api/candidate-accommodations';
import {
  CUSTOM_EXTRA_TIME,
  describeMultiplier,
  EXTRA_TIME_PRESETS,
  extraTimeFromForm,
  extraTimeToForm,
  formatMultiplier,
  type TExtraTimeForm,
  ZExtraTimeForm,
} from '../../lib/extra-time';

type Props = {
  /** The candidate; the dialog is open while this is set. `current` is their multiplier when known. */
  target: { id: string; fullName: string; current?: number } | null;
  onClose: () => void;
};

/** Accommodations (issue 5, item 8): a multiplier of every section and question time. */
export function ExtraTimeDialog({ target, onClose }: Props) {
  const { t } = useT('admin-dashboard');
  const { locale } = useCompanyFormat();
  const describe = (value: number) => describeMultiplier(value, t, locale);
  const options = [
    ...EXTRA_TIME_PRESETS.map((value) => ({ value: String(value), label: describe(value) })),
    { value: CUSTOM_EXTRA_TIME, label: t('extraTime.another') },
  ];
  const save = useSetCandidateExtraTime();
  const form = useForm<TExtraTimeForm>({
    resolver: zodResolver(ZExtraTimeForm),
    defaultValues: extraTimeToForm(undefined),
  });
  const { reset } = form;
  useEffect(() => {
    if (target) reset(extraTimeToForm(target.current));
  }, [target, reset]);
  const choice = useWatch({ control: form.control, name: 'choice' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const extraTimeMultiplier = extraTimeFromForm(values);
    if (!target || extraTimeMultiplier === null) return;
    try {
      await save.mutateAsync({ id: target.id, extraTimeMultiplier });
      notify.success(
        t('extraTime.toast.saved'),
        t('extraTime.toast.savedDetail', { name: target.fullName, time: describe(extraTimeMultiplier) }),
      );
      onClose();
    } catch (error) {
      notify.error(t('extraTime.toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('extraTime.title', { name: target?.fullName })}</DialogTitle>
          <DialogDescription>{t('extraTime.description')}</DialogDescription>
        </DialogHeader>
        {target?.current !== undefined ? (
          <p className="text-sm">
            <Trans
              t={t}
              i18nKey="extraTime.current"
              values={{ time: describe(target.current) }}
              components={{ time: <span className="font-medium" /> }}
            />
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <SelectField
            control={form.control}
            name="choice"
            id="extra-time-choice"
            label={t('extraTime.multiplier')}
            placeholder={t('extraTime.choose')}
            required
            disabled={save.isPending}
            options={options}
            error={errors.choice?.message}
          />
          {choice === CUSTOM_EXTRA_TIME ? (
            <TextField
              id="extra-time-custom"
              label={t('extraTime.custom')}
              type="number"
              inputMode="decimal"
              min={EXTRA_TIME.min}
              max={EXTRA_TIME.max}
              step={0.05}
              required
              disabled={save.isPending}
              hint={t('extraTime.customHint', {
                min: formatMultiplier(EXTRA_TIME.min, locale),
                max: formatMultiplier(EXTRA_TIME.max, locale),
              })}
              error={errors.custom?.message}
              {...form.register('custom')}
            />
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              {t('extraTime.cancel')}
            </Button>
            <SubmitButton busy={save.isPending} busyLabel={t('extraTime.pending')}>
              {t('extraTime.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
