import { HiringStage, type TCandidateListFilters, ZCandidateListQuery } from '@app/contracts';
import { listFiltersInUrl } from '@/lib/list-filters';

export const PAGE_SIZE = 25;

// A reload after a delete or an upload shows the same page of the table.
const inUrl = listFiltersInUrl(ZCandidateListQuery, PAGE_SIZE);

const AssessmentId = ZCandidateListQuery.shape.assessmentId;

/**
 * The list's shared filters, and the candidates' own: hiring stage (`?stage=rejected`) and, on the
 * company-wide page, one opening (`?assessment=<id>`).
 */
export const filtersFromSearchParams = (params: URLSearchParams): TCandidateListFilters => {
  const stage = HiringStage.safeParse(params.get('stage'));
  const assessment = AssessmentId.safeParse(params.get('assessment') ?? undefined);
  return {
    ...inUrl.read(params),
    stage: stage.success ? stage.data : undefined,
    assessmentId: assessment.success ? assessment.data : undefined,
  };
};

export const searchParamsFromFilters = (filters: TCandidateListFilters): URLSearchParams => {
  const params = inUrl.write(filters);
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.assessmentId) params.set('assessment', filters.assessmentId);
  return params;
};
