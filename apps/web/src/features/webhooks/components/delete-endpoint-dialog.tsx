import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n';

type Props = { url: string | null; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function DeleteEndpointDialog({ url, ...actions }: Props) {
  const { t } = useT('webhooks');
  return (
    <ConfirmDialog
      open={url !== null}
      title={t('deleteDialog.title')}
      description={t('deleteDialog.description', { url })}
      confirmLabel={t('deleteDialog.confirm')}
      pendingLabel={t('deleteDialog.pending')}
      {...actions}
    />
  );
}
