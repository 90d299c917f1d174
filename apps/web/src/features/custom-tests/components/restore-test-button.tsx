import type { TCustomTestSummary } from '@app/contracts';
import { ArchiveRestore } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useRestoreTest } from '../api/custom-tests';

/** Undoes an archive: the test is editable and can be chosen for new assessments again. */
export function RestoreTestButton({ test }: { test: TCustomTestSummary }) {
  const restore = useRestoreTest();
  const onClick = async () => {
    try {
      await restore.mutateAsync(test.id);
      notify.success('Test restored', 'New assessments can choose it again.');
    } catch (error) {
      notify.error('Failed to restore the test', getErrorMessage(error));
    }
  };
  return (
    <Button variant="outline" onClick={onClick} disabled={restore.isPending}>
      <ArchiveRestore aria-hidden="true" /> {restore.isPending ? 'Restoring…' : 'Restore test'}
    </Button>
  );
}
