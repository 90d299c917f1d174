import type { TWebhookEndpointWithSecret } from '@app/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';
import { CopySecret } from './copy-secret';

/** Shown once, right after an endpoint is added: the secret the receiver verifies signatures with. */
export function SecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: TWebhookEndpointWithSecret | null;
  onClose: () => void;
}) {
  const { t } = useT('webhooks');
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('secretDialog.title')}</DialogTitle>
          <DialogDescription>{t('secretDialog.description', { url: endpoint?.url })}</DialogDescription>
        </DialogHeader>
        {endpoint ? <CopySecret secret={endpoint.secret} /> : null}
        <DialogFooter>
          <Button onClick={onClose}>{t('secretDialog.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
