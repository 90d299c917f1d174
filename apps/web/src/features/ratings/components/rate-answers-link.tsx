import { PenLine } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCanEdit } from '@/lib/auth/use-can-edit';
import { useT } from '@/lib/i18n';
import { useRatingQueue } from '../api/get-rating-queue';

/**
 * The way from an opening to its answers awaiting a person's rating; shown only while some wait (rating is
 * an admin's, so reviewers neither see it nor ask).
 */
export function RateAnswersLink({ assessmentId }: { assessmentId: string }) {
  const { t } = useT('ratings');
  const canEdit = useCanEdit();
  const queue = useRatingQueue({ assessmentId, round: 'first', reveal: false, limit: 1 }, canEdit);
  const total = queue.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <Button asChild size="sm">
      <Link to={paths.adminRatings.getHref(assessmentId)}>
        <PenLine aria-hidden="true" /> {t('link.rate', { count: total })}
      </Link>
    </Button>
  );
}
