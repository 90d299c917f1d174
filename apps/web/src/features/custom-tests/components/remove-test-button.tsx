import type { TCustomTestSummary } from '@app/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useRemoveTest } from '../api/custom-tests';

/** Deletes a test nobody used; one that assessments used is archived instead, so their reports stay whole. */
export function RemoveTestButton({ test }: { test: TCustomTestSummary }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveTest();
  const navigate = useNavigate();
  const onConfirm = async () => {
    try {
      const { outcome } = await remove.mutateAsync(test.id);
      if (outcome === 'archived')
        notify.success('Test archived', 'Assessments that use it keep it; new ones cannot choose it.');
      else notify.success('Test deleted', test.name);
      setOpen(false);
      navigate(paths.adminTests.getHref());
    } catch (error) {
      notify.error('Failed to delete the test', getErrorMessage(error));
    }
  };
  return (
    <>
      <Button variant="outline" className="text-destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete test
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete ${test.name}?`}
        description="A test that assessments have used is archived instead: they keep it and its scores, and new assessments can no longer choose it. Otherwise the test and its questions are deleted; this cannot be undone."
        confirmLabel="Delete test"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
