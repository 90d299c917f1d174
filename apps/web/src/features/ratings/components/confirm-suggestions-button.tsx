import type { TRatingQueueItem } from '@app/contracts';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useConfirmSuggestions } from '../api/confirm-suggestions';

/**
 * Confirms the model's suggestions of the listed answers at once, after saying what that means: they count
 * as the company's grades, recorded under the admin's name. Absent when none is listed.
 */
export function ConfirmSuggestionsButton({ items }: { items: TRatingQueueItem[] }) {
  const { t } = useT('ratings');
  const [open, setOpen] = useState(false);
  const confirm = useConfirmSuggestions();
  const answers = items
    .filter((item) => item.suggestion !== null)
    .map(({ candidateId, questionId }) => ({ candidateId, questionId }));
  if (answers.length === 0) return null;
  const count = answers.length;
  const onConfirm = async () => {
    try {
      const result = await confirm.mutateAsync({ answers });
      notify.success(
        t('confirm.done', { count: result.confirmed }),
        t('confirm.doneDetail', { count: result.candidates }),
      );
    } catch (error) {
      notify.error(t('confirm.failed'), getErrorMessage(error));
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CheckCheck aria-hidden="true" /> {t('confirm.button', { count })}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('confirm.title', { count })}
        description={t('confirm.text')}
        confirmLabel={t('confirm.action')}
        pendingLabel={t('confirm.pending')}
        pending={confirm.isPending}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
