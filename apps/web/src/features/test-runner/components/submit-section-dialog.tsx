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

type Props = {
  open: boolean;
  answered: number;
  total: number;
  flagged: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Asked before Submit Section while questions are unanswered or flagged for review. */
export function SubmitSectionDialog({ open, answered, total, flagged, pending, onConfirm, onCancel }: Props) {
  const unanswered = total - answered;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Submit this section?</AlertDialogTitle>
          <AlertDialogDescription>
            You have answered {answered} of {total} questions.
            {unanswered > 0 ? ` ${plural(unanswered, 'question is', 'questions are')} unanswered.` : ''}
            {flagged > 0 ? ` ${plural(flagged, 'question is', 'questions are')} flagged for review.` : ''}{' '}
            Once submitted, your answers in this section cannot be changed.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Keep working</AlertDialogCancel>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner decorative className="size-4" /> : null}
            {pending ? 'Submitting…' : 'Submit Section'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
