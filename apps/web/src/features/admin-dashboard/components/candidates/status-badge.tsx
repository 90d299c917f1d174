import { candidateStatusLabel } from '@app/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const VARIANTS: Record<string, BadgeVariant> = {
  pending: 'outline',
  questions_generated: 'secondary',
  in_progress: 'default',
  completed: 'success',
  submitted: 'success',
};

/** SPEC.md section 4's labels; an unknown status shows as Pending. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? 'outline'}>{candidateStatusLabel(status)}</Badge>;
}
