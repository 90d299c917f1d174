import type { TIntegrityEventsRequest } from '@app/contracts';
import { api } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';

/** One batch of integrity signals (204); the integrity queue calls it. */
export const sendIntegrityEvents = (sectionId: string, events: TIntegrityEventsRequest['events']) =>
  api.post<undefined>(candidateApiPath(`/sections/${encodeURIComponent(sectionId)}/integrity-events`), {
    events,
  } satisfies TIntegrityEventsRequest);
