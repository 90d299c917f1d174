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
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { usePrivacySettings, useSavePrivacySettings } from '../api/privacy-settings';
import { DeleteCompanyCard } from './delete-company-card';
import { RetentionForecast } from './retention-forecast';

/**
 * Settings → Privacy: whom candidates contact about their data, the privacy policy link of the candidate
 * notice, how long candidate data and the audit log are kept, and deleting the company.
 */
export function PrivacySettingsPage() {
  const { t } = useT('privacy-settings');
  const query = usePrivacySettings();
  if (query.isPending) return <PageSpinner label={t('loading')} />;
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
  const { t } = useT('privacy-settings');
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
          <FormAlert id="privacy-settings-failure" failure={failure.current} />
          <TextField
            id="privacy-contact-email"
            label={t('contactEmail.label')}
            type="email"
            autoComplete="off"
            placeholder={saved.companyEmail}
            hint={t('contactEmail.hint', { email: saved.companyEmail })}
            error={errors.privacyContactEmail?.message}
            disabled={save.isPending}
            {...form.register('privacyContactEmail', { setValueAs: orNull })}
          />
          <TextField
            id="privacy-policy-url"
            label={t('policyUrl.label')}
            type="url"
            placeholder="https://"
            hint={t('policyUrl.hint')}
            error={errors.privacyPolicyUrl?.message}
            disabled={save.isPending}
            {...form.register('privacyPolicyUrl', { setValueAs: orNull })}
          />
          <div className="grid gap-3">
            <TextField
              id="candidate-retention"
              label={t('candidateRetention.label')}
              type="number"
              inputMode="numeric"
              min={CANDIDATE_RETENTION_MONTHS.min}
              max={CANDIDATE_RETENTION_MONTHS.max}
              hint={t('candidateRetention.hint', {
                min: CANDIDATE_RETENTION_MONTHS.min,
                max: CANDIDATE_RETENTION_MONTHS.max,
                days: ERASURE_REQUEST_DAYS,
              })}
              error={errors.candidateRetentionMonths?.message}
              disabled={save.isPending}
              {...form.register('candidateRetentionMonths', { valueAsNumber: true })}
            />
            <RetentionForecast forecast={saved.forecast} />
          </div>
          <TextField
            id="audit-log-retention"
            label={t('auditRetention.label')}
            type="number"
            inputMode="numeric"
            min={AUDIT_LOG_RETENTION_MONTHS.min}
            max={AUDIT_LOG_RETENTION_MONTHS.max}
            hint={t('auditRetention.hint', {
              min: AUDIT_LOG_RETENTION_MONTHS.min,
              max: AUDIT_LOG_RETENTION_MONTHS.max,
            })}
            error={errors.auditLogRetentionMonths?.message}
            disabled={save.isPending}
            {...form.register('auditLogRetentionMonths', { valueAsNumber: true })}
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
