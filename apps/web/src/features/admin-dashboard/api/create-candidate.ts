import { type TCreateCandidateInput, ZIntakeResponse } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

export const createCandidate = (input: TCreateCandidateInput) =>
  api.post('/api/n8n/create-candidate', input, ZIntakeResponse);

export function useCreateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKeys.all }),
  });
}
