import { ZAssessmentList } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The company's assessments by name (all but the archived, the 100 newest): the table's opening filter. */
export const useAssessmentNames = (enabled: boolean) =>
  useQuery({
    queryKey: ['assessments', 'names-for-filter'],
    queryFn: ({ signal }) =>
      api.get('/api/assessments?sort=name&order=asc&pageSize=100', ZAssessmentList, { signal }),
    select: (list) => list.items.map(({ id, name }) => ({ id, name })),
    enabled,
  });
