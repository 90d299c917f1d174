import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from './get-session';

/**
 * The application a session opened by an invitation link reaches (decision 033); null for a session the
 * person proved themselves for. Read from the session the app already holds, so a page needs no request of
 * its own to know it.
 */
export function useLinkedApplication(): string | null {
  return useQuery(sessionQueryOptions()).data?.session.applicationId ?? null;
}
