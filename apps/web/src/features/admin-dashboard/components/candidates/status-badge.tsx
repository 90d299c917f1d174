import { CANDIDATE_STATUSES, type TCandidateStatus } from '@app/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';

const VARIANTS: Record<string, BadgeVariant> = {
  pending: 'outline',
  questions_generated: 'secondary',
  in_progress: 'default',
  completed: 'success',
  submitted: 'success',
};

/** SPEC.md section 4's labels; an unknown status shows as Pending. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useT('admin-dashboard');
  const known = CANDIDATE_STATUSES.includes(status as TCandidateStatus) ? status : 'pending';
  return <Badge variant={VARIANTS[status] ?? 'outline'}>{t(`status.${known}`)}</Badge>;
}
