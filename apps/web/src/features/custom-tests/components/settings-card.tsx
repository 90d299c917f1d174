import type { TCustomTest, TCustomTestSettings } from '@app/contracts';
import { useForm } from 'react-hook-form';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useUpdateTest } from '../api/custom-tests';
import { applyFieldErrors, isNameTaken } from '../lib/server-errors';
import { resolveSettingsForm, settingsFormFrom, type TSettingsForm } from '../lib/settings-form';
import { SettingsFields } from './settings-fields';

/** The test's settings, saved on their own: questions are saved one by one in the list below. */
export function SettingsCard({ test, readOnly }: { test: TCustomTest; readOnly: boolean }) {
  const { t } = useT('custom-tests');
  const update = useUpdateTest(test.id);
  const failure = useFormFailure();
  const form = useForm<TSettingsForm, unknown, TCustomTestSettings>({
    resolver: resolveSettingsForm,
    defaultValues: settingsFormFrom(test),
  });
  const onSubmit = form.handleSubmit(async (settings) => {
    failure.clear();
    try {
      const saved = await update.mutateAsync(settings);
      form.reset(settingsFormFrom(saved));
      notify.success(t('settings.toast.saved'), saved.name);
    } catch (error) {
      applyFieldErrors(error, form.setError);
      if (isNameTaken(error)) form.setError('name', { message: getErrorMessage(error) });
      failure.report(t('settings.toast.failed'), getErrorMessage(error));
    }
  });
  return (
    <section aria-labelledby="settings-title">
      <Card>
        <CardHeader>
          <CardTitle id="settings-title">{t('settings.title')}</CardTitle>
          <CardDescription>{t('settings.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormAlert id="settings-failure" failure={failure.current} />
            <SettingsFields form={form} idPrefix="settings" itemCount={test.itemCount} disabled={readOnly} />
            {readOnly ? null : (
              <div className="flex justify-end">
                <SubmitButton busy={update.isPending} busyLabel={t('saving')}>
                  {t('settings.save')}
                </SubmitButton>
              </div>
            )}
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
