import { ZGreenhouseKey, ZGreenhouseKeyCreated, ZGreenhouseSettings } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/api/greenhouse';

export const greenhouseKeys = {
  all: ['greenhouse'] as const,
  settings: () => [...greenhouseKeys.all, 'settings'] as const,
};

/** A Startup company's answer is 402 PLAN_FEATURE: the page shows the upgrade message instead. */
export const useGreenhouseSettings = () =>
  useQuery({
    queryKey: greenhouseKeys.settings(),
    queryFn: ({ signal }) => api.get(BASE, ZGreenhouseSettings, { signal }),
    retry: false,
  });

function useGreenhouseMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: greenhouseKeys.all }),
  });
}

export const useCreateGreenhouseKey = () =>
  useGreenhouseMutation(() => api.post(`${BASE}/keys`, undefined, ZGreenhouseKeyCreated));

export const useRevokeGreenhouseKey = () =>
  useGreenhouseMutation((id: string) => api.post(`${BASE}/keys/${id}/revoke`, undefined, ZGreenhouseKey));
