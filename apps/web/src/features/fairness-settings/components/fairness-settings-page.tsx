import {
  AI_LOG_RETENTION_MONTHS,
  FAIRNESS_REGION_REQUIRED,
  FAIRNESS_REGIONS,
  isSelfIdentificationRegion,
  type TFairnessSettings,
  ZFairnessSettings,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useFairnessSettings, useSaveFairnessSettings } from '../api/fairness-settings';

/** The questions cannot be on without a region whose questions to ask (decision 036). */
const ZFairnessSettingsForm = ZFairnessSettings.refine(
  (s) => !s.selfIdentificationEnabled || isSelfIdentificationRegion(s.fairnessRegion),
  { message: FAIRNESS_REGION_REQUIRED, path: ['selfIdentificationEnabled'] },
);

/**
 * Settings → Fairness: the region whose self-identification categories candidates are asked and whose law
 * frames the adverse impact report (none by default), whether candidates are asked (off by default;
 * decision 036), and how long the log of AI calls is kept (at least six months).
 */
export function FairnessSettingsPage() {
  const { t } = useT('fairness-settings');
  const query = useFairnessSettings();
  if (query.isPending) return <PageSpinner label={t('loading')} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        {getErrorMessage(query.error)}
      </p>
    );
  }
  return <FairnessSettingsForm saved={query.data} />;
}

function FairnessSettingsForm({ saved }: { saved: TFairnessSettings }) {
  const { t } = useT('fairness-settings');
  const save = useSaveFairnessSettings();
  const failure = useFormFailure();
  const form = useForm<z.input<typeof ZFairnessSettingsForm>, unknown, TFairnessSettings>({
    resolver: zodResolver(ZFairnessSettingsForm),
    defaultValues: saved,
  });
  const { errors } = form.formState;
  const region = form.watch('fairnessRegion');
  const noRegion = !isSelfIdentificationRegion(region);

  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      form.reset(await save.mutateAsync(values));
      notify.success(t('toast.saved'));
    } catch (error) {
      failure.report(t('toast.failed'), getErrorMessage(error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-2xl gap-6" onSubmit={onSubmit} noValidate>
          <FormAlert id="fairness-settings-failure" failure={failure.current} />
          <fieldset className="grid min-w-0 gap-3" disabled={save.isPending}>
            <legend id="fairness-region-legend" className="mb-1 text-sm font-medium">
              {t('region.label')}
            </legend>
            <p id="fairness-region-hint" className="-mt-1 text-sm text-muted-foreground">
              {t('region.hint')}
            </p>
            <Controller
              control={form.control}
              name="fairnessRegion"
              render={({ field }) => (
                <RadioGroup
                  value={field.value}
                  onValueChange={(next) => {
                    field.onChange(next);
                    // No region, no questions: the switch goes off with it.
                    if (!isSelfIdentificationRegion(next)) form.setValue('selfIdentificationEnabled', false);
                  }}
                  aria-labelledby="fairness-region-legend"
                  aria-describedby="fairness-region-hint"
                  disabled={save.isPending}
                >
                  {FAIRNESS_REGIONS.map((option) => (
                    <label
                      key={option}
                      htmlFor={`fairness-region-${option}`}
                      className="flex min-w-0 cursor-pointer items-start gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                    >
                      <RadioGroupItem id={`fairness-region-${option}`} value={option} className="mt-0.5" />
                      <span className="grid min-w-0 gap-1">
                        <span className="text-sm font-medium">{t(`region.${option}.label`)}</span>
                        <span className="text-sm text-muted-foreground">{t(`region.${option}.hint`)}</span>
                      </span>
                    </label>
                  ))}
                </RadioGroup>
              )}
            />
          </fieldset>
          <Controller
            control={form.control}
            name="selfIdentificationEnabled"
            render={({ field }) => (
              <div className="grid gap-1">
                <CheckboxField
                  id="self-identification-enabled"
                  label={t('selfIdentification.label')}
                  hint={noRegion ? t('selfIdentification.needsRegion') : t('selfIdentification.hint')}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={save.isPending || (noRegion && !field.value)}
                />
                {errors.selfIdentificationEnabled?.message ? (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {errors.selfIdentificationEnabled.message}
                  </p>
                ) : null}
              </div>
            )}
          />
          <TextField
            id="ai-log-retention"
            label={t('aiLogRetention.label')}
            type="number"
            inputMode="numeric"
            min={AI_LOG_RETENTION_MONTHS.min}
            max={AI_LOG_RETENTION_MONTHS.max}
            hint={t('aiLogRetention.hint', {
              min: AI_LOG_RETENTION_MONTHS.min,
              max: AI_LOG_RETENTION_MONTHS.max,
            })}
            error={errors.aiLogRetentionMonths?.message}
            disabled={save.isPending}
            {...form.register('aiLogRetentionMonths', { valueAsNumber: true })}
          />
          <div>
            <SubmitButton busy={save.isPending} busyLabel={t('saving')}>
              {t('save')}
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
