import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
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
  const { t } = useT('admin-dashboard');
  const erase = useEraseCandidate();
  // Awaited rather than mutate's callbacks: the requests panel that opened this dialog unmounts as soon as
  // the erasure reloads its list, and the toast must still say how it ended.
  const onConfirm = async () => {
    if (!target) return;
    try {
      await erase.mutateAsync(target.id);
      notify.success(t('erase.toast.erased', { name: target.fullName }));
    } catch (error) {
      notify.error(t('erase.toast.failed'), getErrorMessage(error));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={target !== null}
      title={t('erase.title', { name: target?.fullName ?? t('erase.thisCandidate') })}
      description={t('erase.description')}
      confirmLabel={t('erase.confirm')}
      pendingLabel={t('erase.pending')}
      pending={erase.isPending}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
