import type { TTeamMember } from '@app/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type Props = { member: TTeamMember | null; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function RemoveMemberDialog({ member, ...actions }: Props) {
  return (
    <ConfirmDialog
      open={member !== null}
      title={member?.isYou ? 'Leave the company?' : `Remove ${member?.name}?`}
      description={
        member?.isYou
          ? 'You lose access to the company at once and are signed out.'
          : `${member?.email} loses access to the company at once and is signed out everywhere. You can invite them again later.`
      }
      confirmLabel={member?.isYou ? 'Leave' : 'Remove'}
      pendingLabel="Removing…"
      {...actions}
    />
  );
}
