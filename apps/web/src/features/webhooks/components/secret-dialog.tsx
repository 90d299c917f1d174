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
import { CopySecret } from './copy-secret';

/** Shown once, right after an endpoint is added: the secret the receiver verifies signatures with. */
export function SecretDialog({
  endpoint,
  onClose,
}: {
  endpoint: TWebhookEndpointWithSecret | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Your signing secret</DialogTitle>
          <DialogDescription>
            Store it with the receiver at {endpoint?.url}: every request is signed with it. You can reveal it
            again later with the endpoint's Reveal secret button, or rotate it there.
          </DialogDescription>
        </DialogHeader>
        {endpoint ? <CopySecret secret={endpoint.secret} /> : null}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
