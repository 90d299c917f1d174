import {
  type TCreateAccommodationRequest,
  ZOwnAccommodationRequest,
  ZOwnAccommodationRequests,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

const PATH = '/api/candidate/accommodations';
const key = [...candidateKeys.all, 'accommodations'] as const;

/** The candidate's own requests with their status and answer. */
export const useOwnAccommodations = (enabled: boolean) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get(PATH, ZOwnAccommodationRequests, { signal }),
    staleTime: 0,
    enabled,
  });

export function useRequestAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAccommodationRequest) => api.post(PATH, body, ZOwnAccommodationRequest),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
