import { type TApiKeyCreated, ZApiKeyInput } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import type { z } from 'zod';
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
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCreateApiKey } from '../api/api-keys';
import { NewKey } from './new-key';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Names a new key, then shows it once; closing the dialog forgets it. */
export function CreateKeyDialog({ open, onOpenChange }: Props) {
  const { t } = useT('api-keys');
  const create = useCreateApiKey();
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  const form = useForm<z.input<typeof ZApiKeyInput>, unknown, z.output<typeof ZApiKeyInput>>({
    resolver: zodResolver(ZApiKeyInput),
    defaultValues: { name: '' },
  });

  const close = (next: boolean) => {
    if (next) return;
    onOpenChange(false);
    setCreated(null);
    form.reset();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
      notify.success(t('toast.created'), t('toast.createdDetail'));
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.name) form.setError('name', { message: fields.name });
      notify.error(t('toast.createFailed'), getErrorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('createDialog.doneTitle')}</DialogTitle>
              <DialogDescription>
                <Trans
                  t={t}
                  i18nKey="createDialog.doneDescription"
                  values={{ name: created.name }}
                  components={{ code: <code className="font-mono" /> }}
                />
              </DialogDescription>
            </DialogHeader>
            <NewKey apiKey={created} />
            <DialogFooter>
              <Button onClick={() => close(false)}>{t('createDialog.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('createDialog.title')}</DialogTitle>
              <DialogDescription>{t('createDialog.description')}</DialogDescription>
            </DialogHeader>
            <form onSubmit={onSubmit} noValidate className="grid gap-4">
              <TextField
                id="api-key-name"
                label={t('createDialog.name')}
                required
                placeholder={t('createDialog.namePlaceholder')}
                hint={t('createDialog.nameHint')}
                autoComplete="off"
                error={form.formState.errors.name?.message}
                {...form.register('name')}
              />
              <DialogFooter>
                <SubmitButton busy={create.isPending} busyLabel={t('createDialog.creating')}>
                  {t('createDialog.submit')}
                </SubmitButton>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
