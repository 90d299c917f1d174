import { ASSESSMENT_TRANSITIONS, type TAssessmentStatus, type TAssessmentSummary } from '@app/contracts';
import { Archive, ArchiveRestore, Copy, Lock, Pencil, Play, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDuplicateAssessment, useSetAssessmentStatus } from '../api/assessments';

type Move = Exclude<TAssessmentStatus, 'draft'>;

/** The label of each move, which depends on where it starts (opening a draft, reopening a closed one). */
function moveLabel(from: TAssessmentStatus, to: Move) {
  if (to === 'open')
    return from === 'draft'
      ? { label: 'Open', done: 'Assessment opened', icon: Play }
      : { label: 'Reopen', done: 'Assessment reopened', icon: RotateCcw };
  if (to === 'closed')
    return from === 'archived'
      ? { label: 'Restore', done: 'Assessment restored as closed', icon: ArchiveRestore }
      : { label: 'Close', done: 'Assessment closed', icon: Lock };
  return { label: 'Archive', done: 'Assessment archived', icon: Archive };
}

/** An admin's actions on one assessment: edit, duplicate, and the status moves its status allows. */
export function AssessmentActions({ assessment }: { assessment: TAssessmentSummary }) {
  const duplicate = useDuplicateAssessment();
  const setStatus = useSetAssessmentStatus();
  const busy = duplicate.isPending || setStatus.isPending;
  const name = assessment.name;

  const onDuplicate = () =>
    duplicate.mutate(assessment.id, {
      onSuccess: (copy) => notify.success('Assessment duplicated', `“${copy.name}” is a draft.`),
      onError: (error) => notify.error('Failed to duplicate the assessment', getErrorMessage(error)),
    });
  const onMove = (to: Move) => {
    const { done } = moveLabel(assessment.status, to);
    setStatus.mutate(
      { id: assessment.id, status: to },
      {
        onSuccess: () => notify.success(done, name),
        onError: (error) => notify.error('Failed to change the status', getErrorMessage(error)),
      },
    );
  };

  return (
    <div className="flex flex-wrap gap-2">
      {assessment.status === 'archived' ? null : (
        <Button asChild variant="outline" size="sm">
          <Link to={paths.adminAssessmentEdit.getHref(assessment.id)} aria-label={`Edit ${name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Link>
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={onDuplicate}
        aria-label={`Duplicate ${name}`}
      >
        <Copy aria-hidden="true" /> Duplicate
      </Button>
      {(ASSESSMENT_TRANSITIONS[assessment.status] as readonly Move[]).map((to) => {
        const { label, icon: Icon } = moveLabel(assessment.status, to);
        return (
          <Button
            key={to}
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onMove(to)}
            aria-label={`${label} ${name}`}
          >
            <Icon aria-hidden="true" /> {label}
          </Button>
        );
      })}
    </div>
  );
}
