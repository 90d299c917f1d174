import type { TCandidateSectionDetail, TSectionAttempt, TStartSectionResponse } from '@app/contracts';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { anchorFromResponse, type ClockAnchor } from '../lib/clock';

export type StartedSection = {
  attempt: TSectionAttempt;
  anchor: ClockAnchor;
  /** Asked for with `withSection`: the section with its questions, read once it started. */
  section?: TCandidateSectionDetail;
};

/**
 * Idempotent: the first call fixes the deadline, later calls (a reload, a second tab, the periodic
 * re-sync) answer the same attempt with the server's time, so the countdown can only be corrected, never
 * extended by the browser. An admin's extra time shows up here as a later deadline.
 */
export async function startSection(sectionId: string, withSection = false): Promise<StartedSection> {
  const sent = performance.now();
  const path = `/sections/${encodeURIComponent(sectionId)}/start${withSection ? '?with=section' : ''}`;
  const response = await api.post(
    candidateApiPath(path),
    undefined,
    hasFields<TStartSectionResponse>('attempt', 'serverNow'),
  );
  return {
    attempt: response.attempt,
    anchor: anchorFromResponse(response.serverNow, sent, performance.now()),
    ...(response.section ? { section: response.section } : {}),
  };
}
