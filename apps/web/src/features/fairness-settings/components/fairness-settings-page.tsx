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
import { notify } from '@/lib/toast';
import { useFairnessSettings, useSaveFairnessSettings } from '../api/fairness-settings';

/**
 * Settings → Fairness: whether candidates are offered the voluntary self-identification questions that
 * the adverse impact report counts, and how long the log of AI calls is kept (at least six months).
 */
export function FairnessSettingsPage() {
  const query = useFairnessSettings();
  if (query.isPending) return <PageSpinner label="Loading the fairness settings" />;
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
      notify.success('Fairness settings saved');
    } catch (error) {
      failure.report('Fairness settings not saved', getErrorMessage(error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Fairness</CardTitle>
        <CardDescription>
          What the adverse impact report can count, and how long the record of every AI call is kept.
        </CardDescription>
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
                label="Ask candidates the voluntary self-identification questions"
                hint="After their final submission, candidates may answer sex, race or ethnicity, age band and disability, each optional with “Prefer not to say”. The answers are stored apart, never shown per person, never used in scoring, and only counted in groups of 5 or more in the adverse impact report. Switching this off stops asking; answers already given stay in the totals."
                checked={field.value}
                onCheckedChange={field.onChange}
                disabled={save.isPending}
              />
            )}
          />
          <TextField
            id="ai-log-retention"
            label="Keep the AI call log for (months)"
            type="number"
            inputMode="numeric"
            min={AI_LOG_RETENTION_MONTHS.min}
            max={AI_LOG_RETENTION_MONTHS.max}
            hint={`Every call to the AI provider (item generation and grading) is logged with the model, prompt version, a digest of the input, the output and the outcome. From ${AI_LOG_RETENTION_MONTHS.min} months (the EU AI Act's minimum for deployers of high-risk systems) to ${AI_LOG_RETENTION_MONTHS.max}; older entries are deleted daily.`}
            error={errors.aiLogRetentionMonths?.message}
            disabled={save.isPending}
            {...form.register('aiLogRetentionMonths', { valueAsNumber: true })}
          />
          <div>
            <SubmitButton busy={save.isPending} busyLabel="Saving…">
              Save fairness settings
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
