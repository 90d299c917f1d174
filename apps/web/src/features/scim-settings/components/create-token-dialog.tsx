import type { TScimTokenCreated } from '@app/contracts';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useCreateScimToken } from '../api/scim';
import { CopyableValue } from './copy-button';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Confirms, creates a token, then shows it in full once; closing the dialog forgets it. */
export function CreateTokenDialog({ open, onOpenChange }: Props) {
  const { t } = useT('scim-settings');
  const create = useCreateScimToken();
  const [created, setCreated] = useState<TScimTokenCreated | null>(null);

  const close = () => {
    if (create.isPending) return;
    onOpenChange(false);
    setCreated(null);
  };
  const onCreate = async () => {
    try {
      setCreated(await create.mutateAsync(undefined));
      notify.success(t('toast.created'), t('toast.createdDetail'));
    } catch (error) {
      notify.error(t('toast.createFailed'), getErrorMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('newToken.title')}</DialogTitle>
              <DialogDescription>{t('newToken.description')}</DialogDescription>
            </DialogHeader>
            <Alert>
              <TriangleAlert aria-hidden="true" />
              <AlertTitle>{t('newToken.warningTitle')}</AlertTitle>
              <AlertDescription>{t('newToken.warning')}</AlertDescription>
            </Alert>
            <CopyableValue value={created.token} label={t('newToken.copy')} testId="new-scim-token" />
            <DialogFooter>
              <Button onClick={close}>{t('newToken.done')}</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('createDialog.title')}</DialogTitle>
              <DialogDescription>{t('createDialog.description')}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={create.isPending}>
                {t('createDialog.cancel')}
              </Button>
              <Button onClick={onCreate} disabled={create.isPending}>
                {create.isPending ? <Spinner decorative className="size-4" /> : null}
                {create.isPending ? t('createDialog.pending') : t('createDialog.confirm')}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
