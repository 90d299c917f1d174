import { ASSESSMENT_STATUS_LABELS, type TAssessmentStatus } from '@app/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANT: Record<TAssessmentStatus, BadgeVariant> = {
  draft: 'outline',
  open: 'success',
  closed: 'secondary',
  archived: 'secondary',
};

export function AssessmentStatusBadge({ status }: { status: TAssessmentStatus }) {
  return <Badge variant={VARIANT[status]}>{ASSESSMENT_STATUS_LABELS[status]}</Badge>;
}
