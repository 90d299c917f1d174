import type { TApiKey } from '@app/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n';

type Props = { apiKey: TApiKey | null; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function RevokeKeyDialog({ apiKey, ...actions }: Props) {
  const { t } = useT('api-keys');
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title={t('revokeDialog.title', { name: apiKey?.name })}
      description={t('revokeDialog.description', { prefix: apiKey?.prefix })}
      confirmLabel={t('revokeDialog.confirm')}
      pendingLabel={t('revokeDialog.pending')}
      {...actions}
    />
  );
}
