import type {
  TCreateAccommodationRequest,
  TOwnAccommodationRequest,
  TOwnAccommodationRequests,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

const PATH = '/api/candidate/accommodations';
const key = [...candidateKeys.all, 'accommodations'] as const;

/** The candidate's own requests with their status and answer. */
export const useOwnAccommodations = (enabled: boolean) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get(PATH, hasFields<TOwnAccommodationRequests>('requests'), { signal }),
    staleTime: 0,
    enabled,
  });

export function useRequestAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAccommodationRequest) =>
      api.post(PATH, body, hasFields<TOwnAccommodationRequest>('id', 'status')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
