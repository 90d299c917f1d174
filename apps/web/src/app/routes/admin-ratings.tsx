import { RatingQueuePage } from '@/features/ratings/components/rating-queue-page';

export function Component() {
  return <RatingQueuePage />;
}
