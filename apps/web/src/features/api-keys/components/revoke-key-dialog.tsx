import type { TApiKey } from '@app/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = { apiKey: TApiKey | null; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function RevokeKeyDialog({ apiKey, ...actions }: Props) {
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title={`Revoke “${apiKey?.name}”?`}
      description={`Requests with the key ${apiKey?.prefix}… are refused from the next one on (401). Anything still using it stops working. This cannot be undone.`}
      confirmLabel="Revoke key"
      pendingLabel="Revoking…"
      {...actions}
    />
  );
}
