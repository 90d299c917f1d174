import type { TCustomTest, TCustomTestSettings } from '@app/contracts';
import { useForm } from 'react-hook-form';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useUpdateTest } from '../api/custom-tests';
import { applyFieldErrors, isNameTaken } from '../lib/server-errors';
import { resolveSettingsForm, settingsFormFrom, type TSettingsForm } from '../lib/settings-form';
import { SettingsFields } from './settings-fields';

/** The test's settings, saved on their own: questions are saved one by one in the list below. */
export function SettingsCard({ test, readOnly }: { test: TCustomTest; readOnly: boolean }) {
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
      notify.success('Settings saved', saved.name);
    } catch (error) {
      applyFieldErrors(error, form.setError);
      if (isNameTaken(error)) form.setError('name', { message: getErrorMessage(error) });
      failure.report('Failed to save the settings', getErrorMessage(error));
    }
  });
  return (
    <section aria-labelledby="settings-title">
      <Card>
        <CardHeader>
          <CardTitle id="settings-title">Settings</CardTitle>
          <CardDescription>
            What the test is called and how its section runs for each candidate.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormAlert id="settings-failure" failure={failure.current} />
            <SettingsFields form={form} idPrefix="settings" itemCount={test.itemCount} disabled={readOnly} />
            {readOnly ? null : (
              <div className="flex justify-end">
                <SubmitButton busy={update.isPending} busyLabel="Saving…">
                  Save settings
                </SubmitButton>
              </div>
            )}
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
