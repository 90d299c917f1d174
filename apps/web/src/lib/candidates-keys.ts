import type { TCandidateListFilters } from '@app/contracts';

/**
 * Everything derived from the company's candidates sits under one key, so a live event refreshes it all.
 * Shared below the features because the reports feature nests its evaluation keys under it too.
 */
export const candidatesKeys = {
  all: ['candidates'] as const,
  list: (filters: TCandidateListFilters) => [...candidatesKeys.all, 'list', filters] as const,
  summary: () => [...candidatesKeys.all, 'summary'] as const,
};
