import type { TTeamMember } from '@app/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n';

type Props = { member: TTeamMember | null; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function RemoveMemberDialog({ member, ...actions }: Props) {
  const { t } = useT('team');
  return (
    <ConfirmDialog
      open={member !== null}
      title={
        member?.isYou ? t('removeDialog.leaveTitle') : t('removeDialog.removeTitle', { name: member?.name })
      }
      description={
        member?.isYou
          ? t('removeDialog.leaveDescription')
          : t('removeDialog.removeDescription', { email: member?.email })
      }
      confirmLabel={member?.isYou ? t('removeDialog.leave') : t('removeDialog.remove')}
      pendingLabel={t('removeDialog.removing')}
      {...actions}
    />
  );
}
