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
import { useT } from '@/lib/i18n';

type Props = {
  /** The candidates to delete; the dialog is open while this is non-empty. */
  targets: { id: string; fullName: string }[];
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** One confirmation for one candidate or for a whole selection. */
export function DeleteCandidatesDialog({ targets, pending, onConfirm, onCancel }: Props) {
  const { t } = useT('admin-dashboard');
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
            {single
              ? t('delete.titleOne', { name: single.fullName })
              : t('delete.titleMany', { count: targets.length })}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {/* SPEC.md section 2's confirmation, word for word in the catalogue. */}
            {single ? t('delete.confirmOne') : t('delete.confirmMany', { count: targets.length })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('delete.cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the delete has finished. */}
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner decorative className="size-4" /> : null}
            {pending ? t('delete.pending') : t('delete.submit')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
