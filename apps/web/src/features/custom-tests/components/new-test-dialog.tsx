import type { TCustomTestSettings } from '@app/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormAlert, useFormFailure } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCreateTest } from '../api/custom-tests';
import { applyFieldErrors, isNameTaken } from '../lib/server-errors';
import { NEW_TEST_SETTINGS, resolveSettingsForm, type TSettingsForm } from '../lib/settings-form';
import { SettingsFields } from './settings-fields';

/** "New test": its settings, then the test's own page to add questions. */
export function NewTestDialog() {
  const { t } = useT('custom-tests');
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const create = useCreateTest();
  const failure = useFormFailure();
  const form = useForm<TSettingsForm, unknown, TCustomTestSettings>({
    resolver: resolveSettingsForm,
    defaultValues: NEW_TEST_SETTINGS,
  });
  const onOpenChange = (next: boolean) => {
    // Closed, the form forgets what was typed: the next new test starts from the defaults.
    if (!next) {
      form.reset(NEW_TEST_SETTINGS);
      failure.clear();
    }
    setOpen(next);
  };
  const onSubmit = form.handleSubmit(async (settings) => {
    failure.clear();
    try {
      const test = await create.mutateAsync(settings);
      notify.success(t('newTest.toast.created'), t('newTest.toast.createdDetail'));
      setOpen(false);
      navigate(paths.adminTest.getHref(test.id));
    } catch (error) {
      applyFieldErrors(error, form.setError);
      if (isNameTaken(error)) form.setError('name', { message: getErrorMessage(error) });
      failure.report(t('newTest.toast.failed'), getErrorMessage(error));
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> {t('newTest.title')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('newTest.title')}</DialogTitle>
          <DialogDescription>{t('newTest.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormAlert id="new-test-failure" failure={failure.current} />
          <SettingsFields form={form} idPrefix="new-test" />
          <DialogFooter>
            <SubmitButton busy={create.isPending} busyLabel={t('newTest.creating')}>
              {t('newTest.create')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
