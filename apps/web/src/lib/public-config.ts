import { type TPublicConfig, ZPublicConfig } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/public-config: what the public pages need to know about this installation (e.g. whether the
 * seeded demo account exists). Shared by the landing page (View Demo) and the sign-in page (demo prefill).
 */
export const publicConfigKeys = {
  all: ['public-config'] as const,
};

export function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  return api.get('/api/public-config', ZPublicConfig, { signal });
}

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: publicConfigKeys.all,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
