import { ZEvaluation } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

/** Queues scoring again for a failed (or stuck) evaluation; the table then shows it scoring. */
export function useRerunEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (candidateId: string) =>
      api.post(`/api/evaluations/${candidateId}/rerun`, undefined, ZEvaluation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKeys.all }),
  });
}
