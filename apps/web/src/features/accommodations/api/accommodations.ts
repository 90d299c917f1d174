import {
  type TAccommodationStatus,
  type TGrantAccommodation,
  ZAccommodationOpenCount,
  ZAccommodationRequestList,
  ZOwnAccommodationRequest,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const keys = {
  all: ['accommodations'] as const,
  list: (status?: TAccommodationStatus) => [...keys.all, status ?? 'all'] as const,
};

/** The company's requests (admins and reviewers), optionally of one status, with the open count. */
export const useAccommodationRequests = (status?: TAccommodationStatus, enabled = true) =>
  useQuery({
    queryKey: keys.list(status),
    queryFn: ({ signal }) =>
      api.get(`/api/accommodations${status ? `?status=${status}` : ''}`, ZAccommodationRequestList, {
        signal,
      }),
    enabled,
  });

/** How many requests wait for an answer, without reading them (an audited view). */
export const useOpenAccommodationCount = () =>
  useQuery({
    queryKey: [...keys.all, 'open-count'] as const,
    queryFn: ({ signal }) => api.get('/api/accommodations/open-count', ZAccommodationOpenCount, { signal }),
  });

export function useGrantAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TGrantAccommodation & { id: string }) =>
      api.post(`/api/accommodations/${id}/grant`, body, ZOwnAccommodationRequest),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useAnswerAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: string; response: string }) =>
      api.post(`/api/accommodations/${id}/answer`, { response }, ZOwnAccommodationRequest),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
