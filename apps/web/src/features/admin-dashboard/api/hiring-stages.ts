import { type THiringStage, ZDecisionEmailPreview, ZStageChangeResult, ZStageHistory } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';
import { DECISION_EMAILS_PATH } from '@/lib/hiring-stages';

const candidatePath = (id: string) => `/api/candidates/${encodeURIComponent(id)}`;

export type StageChange = { ids: string[]; stage: THiringStage; sendEmail: boolean };

/** One candidate through PATCH (any plan), several through the bulk route (Enterprise). */
export function changeStage({ ids, stage, sendEmail }: StageChange) {
  const [only] = ids;
  if (ids.length === 1 && only) {
    return api.patch(`${candidatePath(only)}/stage`, { stage, sendEmail }, ZStageChangeResult);
  }
  return api.post('/api/candidates/stage', { candidateIds: ids, stage, sendEmail }, ZStageChangeResult);
}

const historyKey = (id: string) => [...candidatesKeys.all, 'stage-history', id] as const;

export function useChangeStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStage,
    // The history sits under the candidates' key: a change refreshes the table and any history shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKeys.all }),
  });
}

export const useStageHistory = (id: string | null) =>
  useQuery({
    queryKey: historyKey(id ?? ''),
    queryFn: ({ signal }) => api.get(`${candidatePath(id ?? '')}/stage-history`, ZStageHistory, { signal }),
    enabled: id !== null,
  });

/** The stage's stored decision email as this candidate would get it (nothing is sent). */
export const useDecisionPreview = (stage: THiringStage, candidateId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['hiring', 'decision-preview', stage, candidateId ?? null],
    queryFn: ({ signal }) =>
      api.post(
        `${DECISION_EMAILS_PATH}/preview`,
        { stage, ...(candidateId ? { candidateId } : {}) },
        ZDecisionEmailPreview,
        { signal },
      ),
    enabled,
  });
