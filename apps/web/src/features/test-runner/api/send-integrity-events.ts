import type { TIntegrityEventsRequest } from '@app/contracts';
import { api } from '@/lib/api-client';

/** One batch of integrity signals (204); the integrity queue calls it. */
export const sendIntegrityEvents = (sectionId: string, events: TIntegrityEventsRequest['events']) =>
  api.post<undefined>(`/api/candidate/sections/${encodeURIComponent(sectionId)}/integrity-events`, {
    events,
  } satisfies TIntegrityEventsRequest);
