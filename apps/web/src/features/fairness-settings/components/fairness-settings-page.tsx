import { AI_LOG_RETENTION_MONTHS, type TFairnessSettings, ZFairnessSettings } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useFairnessSettings, useSaveFairnessSettings } from '../api/fairness-settings';

/**
 * Settings → Fairness: whether candidates are offered the voluntary self-identification questions that
 * the adverse impact report counts, and how long the log of AI calls is kept (at least six months).
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
  const form = useForm<z.input<typeof ZFairnessSettings>, unknown, TFairnessSettings>({
    resolver: zodResolver(ZFairnessSettings),
    defaultValues: saved,
  });
  const { errors } = form.formState;

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
          <Controller
            control={form.control}
            name="selfIdentificationEnabled"
            render={({ field }) => (
              <CheckboxField
                id="self-identification-enabled"
                label={t('selfIdentification.label')}
                hint={t('selfIdentification.hint')}
                checked={field.value}
                onCheckedChange={field.onChange}
                disabled={save.isPending}
              />
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
