import { HiringStage, type TCandidateListFilters, ZCandidateListQuery } from '@app/contracts';
import { listFiltersInUrl } from '@/lib/list-filters';

export const PAGE_SIZE = 25;

// A reload after a delete or an upload shows the same page of the table.
const inUrl = listFiltersInUrl(ZCandidateListQuery, PAGE_SIZE);

/** The list's shared filters, and the candidates' own hiring stage filter (`?stage=rejected`). */
export const filtersFromSearchParams = (params: URLSearchParams): TCandidateListFilters => {
  const stage = HiringStage.safeParse(params.get('stage'));
  return { ...inUrl.read(params), stage: stage.success ? stage.data : undefined };
};

export const searchParamsFromFilters = (filters: TCandidateListFilters): URLSearchParams => {
  const params = inUrl.write(filters);
  if (filters.stage) params.set('stage', filters.stage);
  return params;
};
