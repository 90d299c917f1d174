import { EXTRA_TIME } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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

const OPTIONS = [
  ...EXTRA_TIME_PRESETS.map((value) => ({ value: String(value), label: describeMultiplier(value) })),
  { value: CUSTOM_EXTRA_TIME, label: 'Another multiplier…' },
];

/** Accommodations (issue 5, item 8): a multiplier of every section and question time. */
export function ExtraTimeDialog({ target, onClose }: Props) {
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
        'Extra time saved',
        `${target.fullName} now has ${describeMultiplier(extraTimeMultiplier)}.`,
      );
      onClose();
    } catch (error) {
      notify.error('Failed to save extra time', getErrorMessage(error));
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
          <DialogTitle>Extra time for {target?.fullName}</DialogTitle>
          <DialogDescription>
            Multiplies the time of every section and question, e.g. for a documented accommodation. Sections
            not started yet get the new time, a section in progress has its remaining time scaled, and
            completed sections keep theirs.
          </DialogDescription>
        </DialogHeader>
        {target?.current !== undefined ? (
          <p className="text-sm">
            Current: <span className="font-medium">{describeMultiplier(target.current)}</span>
          </p>
        ) : null}
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <SelectField
            control={form.control}
            name="choice"
            id="extra-time-choice"
            label="Time multiplier"
            placeholder="Choose the extra time"
            required
            disabled={save.isPending}
            options={OPTIONS}
            error={errors.choice?.message}
          />
          {choice === CUSTOM_EXTRA_TIME ? (
            <TextField
              id="extra-time-custom"
              label="Custom multiplier"
              type="number"
              inputMode="decimal"
              min={EXTRA_TIME.min}
              max={EXTRA_TIME.max}
              step={0.05}
              required
              disabled={save.isPending}
              hint={`From ${formatMultiplier(EXTRA_TIME.min)} (standard time) to ${formatMultiplier(EXTRA_TIME.max)}.`}
              error={errors.custom?.message}
              {...form.register('custom')}
            />
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <SubmitButton busy={save.isPending} busyLabel="Saving…">
              Save extra time
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
