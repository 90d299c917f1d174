import { ZCandidateListQuery } from '@app/contracts';
import { listFiltersInUrl } from '@/lib/list-filters';

export const PAGE_SIZE = 25;

// A reload after a delete or an upload shows the same page of the table.
const inUrl = listFiltersInUrl(ZCandidateListQuery, PAGE_SIZE);
export const filtersFromSearchParams = inUrl.read;
export const searchParamsFromFilters = inUrl.write;
