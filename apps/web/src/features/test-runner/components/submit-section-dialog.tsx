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
  const { t } = useT('test-runner');
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
          <AlertDialogTitle>{t('confirm.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {unanswered === 0 && flagged === 0 ? (
              t('confirm.allAnswered', { count: total })
            ) : (
              <>
                {t('confirm.answered', { answered, total })}
                {unanswered > 0 ? ` ${t('confirm.unanswered', { count: unanswered })}` : ''}
                {flagged > 0 ? ` ${t('confirm.flagged', { count: flagged })}` : ''} {t('confirm.final')}
              </>
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('confirm.keepWorking')}</AlertDialogCancel>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner decorative className="size-4" /> : null}
            {pending ? t('confirm.busy') : t('submitSection')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
