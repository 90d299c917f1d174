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
  /** Where focus goes once the dialog closes (the button that opened it). */
  returnFocus: () => void;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Asked before every Submit Section: what is unanswered or flagged, or that every question is answered,
 * and that the section then locks.
 */
export function SubmitSectionDialog({
  open,
  answered,
  total,
  flagged,
  pending,
  onConfirm,
  onCancel,
  returnFocus,
}: Props) {
  const unanswered = total - answered;
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Submit this section?</AlertDialogTitle>
          <AlertDialogDescription>
            {unanswered === 0 && flagged === 0 ? (
              `${total === 1 ? 'The question is' : `All ${total} questions are`} answered. Once you submit, this section is locked: you cannot come back to it or change your answers.`
            ) : (
              <>
                You have answered {answered} of {total} questions.
                {unanswered > 0 ? ` ${plural(unanswered, 'question is', 'questions are')} unanswered.` : ''}
                {flagged > 0 ? ` ${plural(flagged, 'question is', 'questions are')} flagged for review.` : ''}{' '}
                Once submitted, your answers in this section cannot be changed.
              </>
            )}
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
