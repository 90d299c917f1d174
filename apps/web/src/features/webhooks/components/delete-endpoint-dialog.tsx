import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = { url: string | null; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function DeleteEndpointDialog({ url, ...actions }: Props) {
  return (
    <ConfirmDialog
      open={url !== null}
      title="Delete this endpoint?"
      description={`${url} will receive no more events, and its delivery log is deleted. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      {...actions}
    />
  );
}
