import { type TRatingRound, ZAssessmentList, ZRatingQueue } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

export type RatingQueueFilters = {
  assessmentId?: string;
  round: TRatingRound;
  /** Names are asked for only when the admin shows them (blind rating). */
  reveal: boolean;
  limit?: number;
};

/**
 * Under the candidates key on purpose: a finished evaluation (the candidates' live stream) adds answers to
 * the queue, and a saved rating or override changes it, so whatever refreshes the candidates refreshes it.
 */
export const ratingsKeys = {
  all: [...candidatesKeys.all, 'ratings'] as const,
  queue: (filters: RatingQueueFilters) => [...ratingsKeys.all, 'queue', filters] as const,
  openings: () => ['ratings-openings'] as const,
};

function queueQuery({ assessmentId, round, reveal, limit }: RatingQueueFilters): string {
  const query = new URLSearchParams({ round, reveal: String(reveal) });
  if (assessmentId) query.set('assessmentId', assessmentId);
  if (limit) query.set('limit', String(limit));
  return query.toString();
}

/** The written answers waiting for a person in a round; the previous stay on screen while the next load. */
export const useRatingQueue = (filters: RatingQueueFilters, enabled = true) =>
  useQuery({
    queryKey: ratingsKeys.queue(filters),
    queryFn: ({ signal }) => api.get(`/api/ratings?${queueQuery(filters)}`, ZRatingQueue, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The company's openings, newest first, to narrow the queue to one. */
export const useOpeningChoices = () =>
  useQuery({
    queryKey: ratingsKeys.openings(),
    queryFn: ({ signal }) =>
      api.get('/api/assessments?pageSize=100&sort=created_at&order=desc', ZAssessmentList, { signal }),
  });
