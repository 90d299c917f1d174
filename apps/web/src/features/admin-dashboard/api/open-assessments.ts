import { ZAssessmentList } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The company's open assessments, newest first: where the wizard can add an upload's candidates. */
export const useOpenAssessments = (enabled: boolean) =>
  useQuery({
    queryKey: ['assessments', 'open-for-upload'],
    queryFn: ({ signal }) =>
      api.get('/api/assessments?status=open&pageSize=100', ZAssessmentList, { signal }),
    enabled,
  });
