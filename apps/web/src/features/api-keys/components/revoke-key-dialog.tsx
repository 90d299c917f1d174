import type { TApiKey } from '@app/contracts';
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

type Props = { apiKey: TApiKey | null; pending: boolean; onConfirm: () => void; onCancel: () => void };

export function RevokeKeyDialog({ apiKey, pending, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog
      open={apiKey !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke “{apiKey?.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Requests with the key {apiKey?.prefix}… are refused from the next one on (401). Anything still
            using it stops working. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner decorative className="size-4" /> : null}
            {pending ? 'Revoking…' : 'Revoke key'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
