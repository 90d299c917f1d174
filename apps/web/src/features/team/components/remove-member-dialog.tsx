import type { TTeamMember } from '@app/contracts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type Props = { member: TTeamMember | null; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function RemoveMemberDialog({ member, pending, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {member?.isYou ? 'Leave the company?' : `Remove ${member?.name}?`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {member?.isYou
              ? 'You lose access to the company at once and are signed out.'
              : `${member?.email} loses access to the company at once and is signed out everywhere. You can invite them again later.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner decorative className="size-4" /> : null}
            {pending ? 'Removing…' : member?.isYou ? 'Leave' : 'Remove'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
