import type { TCustomTestSummary } from '@app/contracts';
import { ArchiveRestore } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useRestoreTest } from '../api/custom-tests';

/** Undoes an archive: the test is editable and can be chosen for new assessments again. */
export function RestoreTestButton({ test }: { test: TCustomTestSummary }) {
  const { t } = useT('custom-tests');
  const restore = useRestoreTest();
  const onClick = async () => {
    try {
      await restore.mutateAsync(test.id);
      notify.success(t('restore.toast.restored'), t('restore.toast.restoredDetail'));
    } catch (error) {
      notify.error(t('restore.toast.failed'), getErrorMessage(error));
    }
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={restore.isPending}>
      <ArchiveRestore aria-hidden="true" /> {restore.isPending ? t('restore.pending') : t('restore.button')}
    </Button>
  );
}
