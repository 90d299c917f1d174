import {
  AUDIT_LOG_RETENTION_MONTHS,
  CANDIDATE_RETENTION_MONTHS,
  ERASURE_REQUEST_DAYS,
  type TPrivacySettings,
  type TPrivacySettingsResponse,
  ZPrivacySettings,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy-settings';
import { DeleteCompanyCard } from './delete-company-card';
import { RetentionForecast } from './retention-forecast';

/**
 * Settings → Privacy: whom candidates contact about their data, the privacy policy link of the candidate
 * notice, how long candidate data and the audit log are kept, and deleting the company.
 */
export function PrivacySettingsPage() {
  const query = usePrivacySettings();
  if (query.isPending) return <PageSpinner label="Loading the privacy settings" />;
  if (query.isError) {
    return (
      <p role="alert" className="text-destructive">
        {getErrorMessage(query.error)}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      <PrivacySettingsForm saved={query.data} />
      <DeleteCompanyCard companyName={query.data.companyName} />
    </div>
  );
}

/** The form's text fields hold '' for "none"; the API takes null. */
const orNull = (value: string | null) => (value?.trim() ? value.trim() : null);

function PrivacySettingsForm({ saved }: { saved: TPrivacySettingsResponse }) {
  const save = useSavePrivacySettings();
  const failure = useFormFailure();
  const form = useForm<z.input<typeof ZPrivacySettings>, unknown, TPrivacySettings>({
    resolver: zodResolver(ZPrivacySettings),
    defaultValues: saved.settings,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      const next = await save.mutateAsync(values);
      form.reset(next.settings);
      notify.success('Privacy settings saved');
    } catch (error) {
      failure.report('Privacy settings not saved', getErrorMessage(error));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacy</CardTitle>
        <CardDescription>
          What candidates are told about their data, and how long it is kept before it is anonymised.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid max-w-2xl gap-6" onSubmit={onSubmit} noValidate>
          <FormAlert id="privacy-settings-failure" failure={failure.current} />
          <TextField
            id="privacy-contact-email"
            label="Privacy contact email"
            type="email"
            autoComplete="off"
            placeholder={saved.companyEmail}
            hint={`Shown to candidates in the notice before their first section, for questions about their data and for accommodations. Empty: your company email (${saved.companyEmail}).`}
            error={errors.privacyContactEmail?.message}
            disabled={save.isPending}
            {...form.register('privacyContactEmail', { setValueAs: orNull })}
          />
          <TextField
            id="privacy-policy-url"
            label="Privacy policy link"
            type="url"
            placeholder="https://"
            hint="Linked from the candidate notice. An https:// address; empty: no link."
            error={errors.privacyPolicyUrl?.message}
            disabled={save.isPending}
            {...form.register('privacyPolicyUrl', { setValueAs: orNull })}
          />
          <div className="grid gap-3">
            <TextField
              id="candidate-retention"
              label="Keep candidate data for (months after the assessment closes)"
              type="number"
              inputMode="numeric"
              min={CANDIDATE_RETENTION_MONTHS.min}
              max={CANDIDATE_RETENTION_MONTHS.max}
              hint={`From ${CANDIDATE_RETENTION_MONTHS.min} to ${CANDIDATE_RETENTION_MONTHS.max}. The clock starts when the assessment is closed or archived or its window ends, or at the candidate's last activity if that is later; an assessment that never closes counts from the last activity alone. A daily job then anonymises the candidate: name, email, profile, answers' text and account go, the scores stay as anonymous numbers for your statistics. A candidate's own erasure request is carried out by the job after ${ERASURE_REQUEST_DAYS} days if no admin erases them first.`}
              error={errors.candidateRetentionMonths?.message}
              disabled={save.isPending}
              {...form.register('candidateRetentionMonths', { valueAsNumber: true })}
            />
            <RetentionForecast forecast={saved.forecast} />
          </div>
          <TextField
            id="audit-log-retention"
            label="Keep the audit log for (months)"
            type="number"
            inputMode="numeric"
            min={AUDIT_LOG_RETENTION_MONTHS.min}
            max={AUDIT_LOG_RETENTION_MONTHS.max}
            hint={`From ${AUDIT_LOG_RETENTION_MONTHS.min} to ${AUDIT_LOG_RETENTION_MONTHS.max}. Older entries are deleted daily.`}
            error={errors.auditLogRetentionMonths?.message}
            disabled={save.isPending}
            {...form.register('auditLogRetentionMonths', { valueAsNumber: true })}
          />
          <div>
            <SubmitButton busy={save.isPending} busyLabel="Saving…">
              Save privacy settings
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
