import { ZItemAnalysis } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Outside the analytics keys on purpose: it reads every answer of the test, so live changes do not ask again. */
export const itemAnalysisKeys = {
  test: (testId: string) => ['item-analysis', testId] as const,
};

/** The statistics of one test's items; asked once a test is chosen. */
export const useItemAnalysis = (testId: string | undefined) =>
  useQuery({
    queryKey: itemAnalysisKeys.test(testId ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/item-analysis/${encodeURIComponent(testId ?? '')}`, ZItemAnalysis, { signal }),
    enabled: Boolean(testId),
  });
