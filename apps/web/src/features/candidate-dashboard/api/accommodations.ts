import type {
  TCreateAccommodationRequest,
  TOwnAccommodationRequest,
  TOwnAccommodationRequests,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

const path = () => candidateApiPath('/accommodations');
const key = () => [...candidateKeys.application(), 'accommodations'] as const;

/** The candidate's own requests with their status and answer. */
export const useOwnAccommodations = (enabled: boolean) =>
  useQuery({
    queryKey: key(),
    queryFn: ({ signal }) => api.get(path(), hasFields<TOwnAccommodationRequests>('requests'), { signal }),
    staleTime: 0,
    enabled,
  });

export function useRequestAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAccommodationRequest) =>
      api.post(path(), body, hasFields<TOwnAccommodationRequest>('id', 'status')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key() }),
  });
}
