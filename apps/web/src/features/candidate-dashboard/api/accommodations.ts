import type { TCreateAccommodationRequest, TOwnAccommodationRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';
import { useHomePart } from './home';

/** The candidate's own requests with their status and answer. */
export const useOwnAccommodations = () => useHomePart((home) => home.accommodations);

export function useRequestAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAccommodationRequest) =>
      api.post(
        candidateApiPath('/accommodations'),
        body,
        hasFields<TOwnAccommodationRequest>('id', 'status'),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: candidateKeys.home() }),
  });
}
