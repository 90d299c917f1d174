import { ZBulkDeleteResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

export const deleteCandidate = (id: string) => api.delete(`/api/candidates/${encodeURIComponent(id)}`);
export const deleteCandidates = (ids: string[]) =>
  api.post('/api/candidates/bulk-delete', { ids }, ZBulkDeleteResult);

/** After a delete the table, the counts and the pipeline are reloaded from the server. */
function useReloadCandidates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
}

export function useDeleteCandidate() {
  const reload = useReloadCandidates();
  return useMutation({ mutationFn: deleteCandidate, onSuccess: reload });
}

export function useDeleteCandidates() {
  const reload = useReloadCandidates();
  return useMutation({ mutationFn: deleteCandidates, onSuccess: reload });
}
