import { ZAssessmentDeadlines, ZDeadlineUpdateResult } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deadlinesKeys = {
  all: ['deadlines'] as const,
  assessment: (assessmentId: string, page: number) => [...deadlinesKeys.all, assessmentId, page] as const,
};

/** The assessment's candidates with their deadlines and reminders, a page at a time. */
export const useAssessmentDeadlines = (assessmentId: string, page: number) =>
  useQuery({
    queryKey: deadlinesKeys.assessment(assessmentId, page),
    queryFn: ({ signal }) =>
      api.get(
        `/api/assessments/${encodeURIComponent(assessmentId)}/deadlines?page=${page}&pageSize=50`,
        ZAssessmentDeadlines,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** One candidate's deadline, or the same one for several; null goes back to the assessment's closing time. */
export function useSetDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateIds, deadlineAt }: { candidateIds: string[]; deadlineAt: string | null }) =>
      candidateIds.length === 1
        ? api.patch(
            `/api/candidates/${encodeURIComponent(candidateIds[0] ?? '')}/deadline`,
            { deadlineAt },
            ZDeadlineUpdateResult,
          )
        : api.patch('/api/candidates/deadline', { candidateIds, deadlineAt }, ZDeadlineUpdateResult),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deadlinesKeys.all }),
  });
}
