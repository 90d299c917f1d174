/** Analytics reads the company's candidates: one key, refreshed whenever any of them changes. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (position?: string) => [...analyticsKeys.all, 'overview', position ?? null] as const,
  compare: (ids: string[]) => [...analyticsKeys.all, 'compare', ids] as const,
  candidates: (search: string) => [...analyticsKeys.all, 'candidates', search] as const,
  /** Outside `all` on purpose: alpha reads every scored answer, so live changes do not ask for it again. */
  reliability: (position?: string) => ['analytics-reliability', position ?? null] as const,
};
