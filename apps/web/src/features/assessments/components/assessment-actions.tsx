import { ASSESSMENT_TRANSITIONS, type TAssessmentStatus, type TAssessmentSummary } from '@app/contracts';
import { Archive, ArchiveRestore, Copy, Lock, Pencil, Play, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDuplicateAssessment, useSetAssessmentStatus } from '../api/assessments';

type Move = Exclude<TAssessmentStatus, 'draft'>;

/** Each move, which depends on where it starts (opening a draft, reopening a closed one); its words are `move.<key>`. */
function moveOf(from: TAssessmentStatus, to: Move) {
  if (to === 'open')
    return from === 'draft' ? { key: 'open', icon: Play } : { key: 'reopen', icon: RotateCcw };
  if (to === 'closed')
    return from === 'archived' ? { key: 'restore', icon: ArchiveRestore } : { key: 'close', icon: Lock };
  return { key: 'archive', icon: Archive };
}

/** An admin's actions on one assessment: edit, duplicate, and the status moves its status allows. */
export function AssessmentActions({ assessment }: { assessment: TAssessmentSummary }) {
  const { t } = useT('assessments');
  const duplicate = useDuplicateAssessment();
  const setStatus = useSetAssessmentStatus();
  const busy = duplicate.isPending || setStatus.isPending;
  const name = assessment.name;

  const onDuplicate = () =>
    duplicate.mutate(assessment.id, {
      onSuccess: (copy) =>
        notify.success(
          t('actions.toast.duplicated'),
          t('actions.toast.duplicatedDetail', { name: copy.name }),
        ),
      onError: (error) => notify.error(t('actions.toast.duplicateFailed'), getErrorMessage(error)),
    });
  const onMove = (to: Move) => {
    const { key } = moveOf(assessment.status, to);
    setStatus.mutate(
      { id: assessment.id, status: to },
      {
        onSuccess: () => notify.success(t(`move.${key}.done`), name),
        onError: (error) => notify.error(t('actions.toast.statusFailed'), getErrorMessage(error)),
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      {assessment.status === 'archived' ? null : (
        <Button asChild variant="outline" size="sm">
          <Link
            to={paths.adminAssessmentEdit.getHref(assessment.id)}
            aria-label={t('actions.editLabel', { name })}
          >
            <Pencil aria-hidden="true" /> {t('actions.edit')}
          </Link>
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={onDuplicate}
        aria-label={t('actions.duplicateLabel', { name })}
      >
        <Copy aria-hidden="true" /> {t('actions.duplicate')}
      </Button>
      {(ASSESSMENT_TRANSITIONS[assessment.status] as readonly Move[]).map((to) => {
        const { key, icon: Icon } = moveOf(assessment.status, to);
        const label = t(`move.${key}.label`);
        return (
          <Button
            key={to}
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onMove(to)}
            aria-label={t('actions.moveLabel', { action: label, name })}
          >
            <Icon aria-hidden="true" /> {label}
          </Button>
        );
      })}
    </div>
  );
}
