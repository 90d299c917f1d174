import { BULK_OPERATIONS_NOTE } from '@app/contracts';
import { Download, Mail, Milestone, Sparkles, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { notify } from '@/lib/toast';
import { useExportCandidates } from '../../api/export-candidates';
import { useCandidateSummary } from '../../api/get-candidates';
import { useResendInvitations } from '../../api/resend-invitations';

type Props = {
  ids: string[];
  /** The reports feature's ZIP button, composed in by the app layer. */
  downloadReports: (ids: string[]) => ReactNode;
  onDelete: () => void;
  /** Opens "Move to stage…" for the selection (hiring stages, issue 18). */
  onMoveToStage: () => void;
  onClear: () => void;
};

/** Actions on the selected rows (kept across pages): resend invitations, export, reports, delete. */
export function BulkActionsBar({ ids, downloadReports, onDelete, onMoveToStage, onClear }: Props) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const resend = useResendInvitations();
  const exporter = useExportCandidates();
  const canEdit = useCanEdit();
  // Several candidates at once is an Enterprise feature; one at a time is open on every plan.
  const plan = useCandidateSummary(true).data?.usage.plan;
  const bulkRefused = ids.length > 1 && plan === 'startup';

  const resendInvitations = async () => {
    try {
      const { sent, skipped } = await resend.mutateAsync(ids);
      const reasons = [...new Set(skipped.map((s) => s.reason))];
      const detail =
        skipped.length > 0
          ? ` ${t('bulk.resendSkipped', {
              count: skipped.length,
              n: format.number(skipped.length),
              reasons: reasons.join(' '),
            })}`
          : '';
      if (sent > 0)
        notify.success(
          t('bulk.toast.sent'),
          `${t('bulk.toast.sentDetail', { count: sent, n: format.number(sent) })}${detail}`,
        );
      else notify.error(t('bulk.toast.noneSent'), detail.trim());
    } catch (error) {
      notify.error(t('bulk.toast.sendFailed'), getErrorMessage(error));
    }
  };

  const exportSelection = () =>
    exporter.mutate(
      { ids },
      { onError: (error) => notify.error(t('table.toast.exportFailed'), getErrorMessage(error)) },
    );

  return (
    <section
      aria-label={t('bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2"
    >
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {t('bulk.selected', { count: ids.length, n: format.number(ids.length) })}
      </p>
      {bulkRefused ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="bulk-upgrade">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          {BULK_OPERATIONS_NOTE}{' '}
          <Link
            className="font-medium text-primary underline underline-offset-4"
            to={paths.contact.getHref({ plan: 'enterprise' })}
          >
            {t('bulk.upgrade')}
          </Link>
        </p>
      ) : (
        <>
          {canEdit ? (
            <Button size="sm" variant="outline" onClick={onMoveToStage}>
              <Milestone aria-hidden="true" /> {t('bulk.moveToStage')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button size="sm" variant="outline" onClick={resendInvitations} disabled={resend.isPending}>
              <Mail aria-hidden="true" /> {t('bulk.resend')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" onClick={exportSelection} disabled={exporter.isPending}>
            <Download aria-hidden="true" /> {t('bulk.export')}
          </Button>
          {downloadReports(ids)}
          {canEdit ? (
            <Button size="sm" variant="destructive" onClick={onDelete}>
              <Trash2 aria-hidden="true" /> {t('bulk.delete')}
            </Button>
          ) : null}
        </>
      )}
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X aria-hidden="true" /> {t('bulk.clear')}
      </Button>
    </section>
  );
}
