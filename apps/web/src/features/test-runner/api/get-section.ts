import type { TCandidateSectionDetail } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { anchorFromResponse, type ClockAnchor } from '../lib/clock';
import { testRunnerKeys } from './test-runner-keys';

export type SectionDetail = TCandidateSectionDetail & { anchor: ClockAnchor };

/** The section, its questions (no keys), saved answers and attempt, with the server's clock anchored. */
export async function getSectionDetail(sectionId: string, signal?: AbortSignal): Promise<SectionDetail> {
  const sent = performance.now();
  const detail = await api.get(
    candidateApiPath(`/sections/${encodeURIComponent(sectionId)}`),
    hasFields<TCandidateSectionDetail>('section', 'questions', 'answers', 'serverNow'),
    { signal },
  );
  return { ...detail, anchor: anchorFromResponse(detail.serverNow, sent, performance.now()) };
}

/** Always fresh on entry: saved answers and the attempt must never come from a cache. */
export const useSectionDetail = (sectionId: string) =>
  useQuery({
    queryKey: testRunnerKeys.section(sectionId),
    queryFn: ({ signal }) => getSectionDetail(sectionId, signal),
    staleTime: 0,
    gcTime: 0,
  });
