import { EVALUATION_STATUS_LABELS, type TEvaluationStatus } from '@app/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANTS: Record<TEvaluationStatus, BadgeVariant> = {
  pending: 'secondary',
  processing: 'secondary',
  completed: 'success',
  needs_review: 'outline',
  failed: 'destructive',
};

export function EvaluationStatusBadge({ status }: { status: TEvaluationStatus }) {
  return (
    <Badge
      variant={VARIANTS[status]}
      className={status === 'needs_review' ? 'border-warning text-foreground' : undefined}
    >
      {EVALUATION_STATUS_LABELS[status]}
    </Badge>
  );
}
