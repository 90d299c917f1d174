import type { TPublicConfig } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hasFields } from './api-client';

/**
 * GET /api/public-config: what the public pages need to know about this installation (e.g. whether the
 * seeded demo account exists). Shared by the landing page (View Demo) and the sign-in page (demo prefill).
 */
export const publicConfigKeys = {
  all: ['public-config'] as const,
};

export function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  // A shape guard, not the contract's zod schema: the sign-in page and the landing read this before zod loads
  // (the server's serialiser already enforces the schema).
  return api.get('/api/public-config', hasFields<TPublicConfig>('demoAccount'), { signal });
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
