import type { TAccommodationsRequest, TUnlockCandidateRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

const candidatePath = (id: string) => `/api/candidates/${encodeURIComponent(id)}`;

/** POST /api/candidates/:id/unlock: a submitted candidate may submit again; the reason is recorded. */
export const unlockCandidate = ({ id, ...body }: TUnlockCandidateRequest & { id: string }) =>
  api.post(`${candidatePath(id)}/unlock`, body);

/** PUT /api/candidates/:id/accommodations: the candidate's extra-time multiplier. */
export const setCandidateExtraTime = ({ id, ...body }: TAccommodationsRequest & { id: string }) =>
  api.put(`${candidatePath(id)}/accommodations`, body);

function useReloadCandidates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
}

export function useUnlockCandidate() {
  const reload = useReloadCandidates();
  return useMutation({ mutationFn: unlockCandidate, onSuccess: reload });
}

export function useSetCandidateExtraTime() {
  const reload = useReloadCandidates();
  return useMutation({ mutationFn: setCandidateExtraTime, onSuccess: reload });
}
