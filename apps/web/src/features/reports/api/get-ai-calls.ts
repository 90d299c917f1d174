import { ZAiCallList } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

/** Under the candidates key, so a grading that finishes while the report is open shows up by itself. */
const aiCallsKey = (candidateId: string) => [...candidatesKeys.all, 'ai-calls', candidateId] as const;

/** The AI calls behind a candidate: gradings of their answers and the writing of their form's questions. */
export const useAiCalls = (candidateId: string) =>
  useQuery({
    queryKey: aiCallsKey(candidateId),
    queryFn: ({ signal }) =>
      api.get(`/api/candidates/${encodeURIComponent(candidateId)}/ai-calls`, ZAiCallList, { signal }),
  });
