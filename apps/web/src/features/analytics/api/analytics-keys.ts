import type { TAnalyticsQuery } from '@app/contracts';

/** Analytics reads the company's candidates: one key, refreshed whenever any of them changes. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (filters: TAnalyticsQuery) => [...analyticsKeys.all, 'overview', filters] as const,
  compare: (ids: string[]) => [...analyticsKeys.all, 'compare', ids] as const,
  candidates: (search: string, assessmentId?: string) =>
    [...analyticsKeys.all, 'candidates', search, assessmentId ?? null] as const,
  assessments: () => [...analyticsKeys.all, 'assessments'] as const,
  /** Outside `all` on purpose: alpha reads every scored answer, so live changes do not ask for it again. */
  reliability: (filters: TAnalyticsQuery) => ['analytics-reliability', filters] as const,
};
