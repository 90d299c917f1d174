import { HiringStage, type TCandidateListFilters, ZCandidateListQuery } from '@app/contracts';
import { listFiltersInUrl } from '@/lib/list-filters';

export const PAGE_SIZE = 25;

// A reload after a delete or an upload shows the same page of the table.
const inUrl = listFiltersInUrl(ZCandidateListQuery, PAGE_SIZE);

const AssessmentId = ZCandidateListQuery.shape.assessmentId;
const MinScore = ZCandidateListQuery.shape.minScore;
const AppliedDay = ZCandidateListQuery.shape.appliedFrom;
const Section = ZCandidateListQuery.shape.section;

/** The score thresholds the table offers (the API takes any 0-100). */
export const MIN_SCORE_CHOICES = [90, 80, 70, 60, 50, 40] as const;

/** A day of the date filter from the URL (YYYY-MM-DD); anything else is no filter. */
const appliedDay = (value: string | null) => {
  const day = AppliedDay.safeParse(value ?? undefined);
  return day.success ? day.data : undefined;
};

/**
 * The list's shared filters, and the candidates' own: hiring stage (`?stage=rejected`), a lowest overall
 * score (`?minScore=70`), a ranking by one section's score (`?sort=section_score&section=Logical%20Reasoning`), the days they were added (`?appliedFrom=2026-03-01&appliedTo=2026-03-31`,
 * both included, in the company's time zone) and, on the company-wide page, one opening
 * (`?assessment=<id>`).
 */
export const filtersFromSearchParams = (params: URLSearchParams): TCandidateListFilters => {
  const stage = HiringStage.safeParse(params.get('stage'));
  const assessment = AssessmentId.safeParse(params.get('assessment') ?? undefined);
  const minScore = MinScore.safeParse(params.get('minScore') ?? undefined);
  // A section's ranking needs its section: the shared reader, checking one key at a time, cannot tell.
  const section = Section.safeParse(params.get('section') ?? undefined).data;
  const bySection = params.get('sort') === 'section_score' && section !== undefined;
  return {
    ...inUrl.read(params),
    ...(bySection ? { sort: 'section_score' as const, section } : {}),
    stage: stage.success ? stage.data : undefined,
    minScore: minScore.success ? minScore.data : undefined,
    appliedFrom: appliedDay(params.get('appliedFrom')),
    appliedTo: appliedDay(params.get('appliedTo')),
    assessmentId: assessment.success ? assessment.data : undefined,
  };
};

export const searchParamsFromFilters = (filters: TCandidateListFilters): URLSearchParams => {
  const params = inUrl.write(filters);
  if (filters.stage) params.set('stage', filters.stage);
  if (filters.minScore !== undefined) params.set('minScore', String(filters.minScore));
  if (filters.sort === 'section_score' && filters.section) params.set('section', filters.section);
  if (filters.appliedFrom) params.set('appliedFrom', filters.appliedFrom);
  if (filters.appliedTo) params.set('appliedTo', filters.appliedTo);
  if (filters.assessmentId) params.set('assessment', filters.assessmentId);
  return params;
};

/**
 * On an opening's page the table ranks by overall score unless the URL says otherwise (issue 36 item 4):
 * the unscored come last either way, so an opening nobody finished still lists its newest first. Newest
 * first is then no longer the default, so choosing it is written out.
 */
export const openingFiltersFromSearchParams = (params: URLSearchParams): TCandidateListFilters => {
  const filters = filtersFromSearchParams(params);
  if (params.has('sort')) return filters;
  return { ...filters, sort: 'score', order: params.get('order') === 'asc' ? 'asc' : 'desc' };
};

export const searchParamsFromOpeningFilters = (filters: TCandidateListFilters): URLSearchParams => {
  const params = searchParamsFromFilters(filters);
  if (filters.sort === 'score') {
    params.delete('sort');
    if (filters.order === 'desc') params.delete('order');
    else params.set('order', filters.order);
  } else params.set('sort', filters.sort);
  return params;
};
