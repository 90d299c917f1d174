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

/** SPEC.md section 2's confirmation, word for word. */
export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this candidate? This action cannot be undone and will remove all associated test data.';

type Props = {
  /** The candidates to delete; the dialog is open while this is non-empty. */
  targets: { id: string; fullName: string }[];
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** One confirmation for one candidate or for a whole selection. */
export function DeleteCandidatesDialog({ targets, pending, onConfirm, onCancel }: Props) {
  const single = targets.length === 1 ? targets[0] : undefined;
  return (
    <AlertDialog
      open={targets.length > 0}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {single ? `Delete ${single.fullName}?` : `Delete ${targets.length} candidates?`}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {single
              ? DELETE_CONFIRMATION
              : `Are you sure you want to delete these ${targets.length} candidates? This action cannot be undone and will remove all associated test data.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the delete has finished. */}
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner decorative className="size-4" /> : null}
            {pending ? 'Deleting…' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
