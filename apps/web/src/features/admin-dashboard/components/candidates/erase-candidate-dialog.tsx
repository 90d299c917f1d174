import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useEraseCandidate } from '../../api/erase-candidate';

export type EraseTarget = { id: string; fullName: string };

/**
 * Erasing, and how it differs from Delete: the person goes, their anonymous numbers stay in the counts and
 * statistics (Delete removes the candidate from both).
 */
export function EraseCandidateDialog({
  target,
  onClose,
}: {
  target: EraseTarget | null;
  onClose: () => void;
}) {
  const erase = useEraseCandidate();
  // Awaited rather than mutate's callbacks: the requests panel that opened this dialog unmounts as soon as
  // the erasure reloads its list, and the toast must still say how it ended.
  const onConfirm = async () => {
    if (!target) return;
    try {
      await erase.mutateAsync(target.id);
      notify.success(`${target.fullName} was erased`);
    } catch (error) {
      notify.error('The candidate was not erased', getErrorMessage(error));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={`Erase ${target?.fullName ?? 'this candidate'}'s personal data?`}
      description={
        <>
          Their name, email, phone, profile, the text of their answers, grading notes, AI calls, account and
          mail are removed at once and for good; webhooks, exports and the API show “Erased candidate” from
          now on. Their scores, stage and dates stay as anonymous numbers, so your statistics still add up.
          Delete, by contrast, removes the candidate from the statistics too. This cannot be undone.
        </>
      }
      confirmLabel="Erase personal data"
      pendingLabel="Erasing…"
      pending={erase.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
