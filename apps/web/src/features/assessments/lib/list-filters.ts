import { ZAssessmentListQuery } from '@app/contracts';
import { listFiltersInUrl } from '@/lib/list-filters';

export const PAGE_SIZE = 20;

const inUrl = listFiltersInUrl(ZAssessmentListQuery, PAGE_SIZE);
export const filtersFromSearchParams = inUrl.read;
export const searchParamsFromFilters = inUrl.write;
