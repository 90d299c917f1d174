import { type TApiKeyInput, ZApiKey, ZApiKeyCreated, ZApiKeyList } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/api/api-keys';

export const apiKeysKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeysKeys.all, 'list'] as const,
};

/** A Startup company's answer is 402 PLAN_FEATURE: the page shows the upgrade message instead. */
export const useApiKeys = () =>
  useQuery({
    queryKey: apiKeysKeys.list(),
    queryFn: ({ signal }) => api.get(BASE, ZApiKeyList, { signal }),
    retry: false,
  });

function useApiKeyMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}

export const useCreateApiKey = () =>
  useApiKeyMutation((input: TApiKeyInput) => api.post(BASE, input, ZApiKeyCreated));

export const useRevokeApiKey = () =>
  useApiKeyMutation((id: string) => api.post(`${BASE}/${id}/revoke`, undefined, ZApiKey));
