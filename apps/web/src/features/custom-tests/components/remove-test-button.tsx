import type { TCustomTestSummary } from '@app/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useRemoveTest } from '../api/custom-tests';

/** Deletes a test nobody used; one that assessments used is archived instead, so their reports stay whole. */
export function RemoveTestButton({ test }: { test: TCustomTestSummary }) {
  const { t } = useT('custom-tests');
  const [open, setOpen] = useState(false);
  const remove = useRemoveTest();
  const navigate = useNavigate();
  const onConfirm = async () => {
    try {
      const { outcome } = await remove.mutateAsync(test.id);
      if (outcome === 'archived')
        notify.success(t('remove.toast.archived'), t('remove.toast.archivedDetail'));
      else notify.success(t('remove.toast.deleted'), test.name);
      setOpen(false);
      navigate(paths.adminTests.getHref());
    } catch (error) {
      notify.error(t('remove.toast.failed'), getErrorMessage(error));
    }
  };
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> {t('remove.confirm')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('remove.title', { name: test.name })}
        description={t('remove.description')}
        confirmLabel={t('remove.confirm')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
