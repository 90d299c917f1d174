import {
  type TWebhookEndpointInput,
  type TWebhookEndpointUpdate,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookEndpointWithSecret,
  ZWebhookSecret,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/api/webhooks/endpoints';

export const webhooksKeys = {
  all: ['webhooks'] as const,
  endpoints: () => [...webhooksKeys.all, 'endpoints'] as const,
  deliveries: (endpointId: string, page: number) =>
    [...webhooksKeys.all, 'deliveries', endpointId, page] as const,
};

/** A Startup company's answer is 402 PLAN_FEATURE: the page shows the upgrade message instead. */
export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: webhooksKeys.endpoints(),
    queryFn: ({ signal }) => api.get(BASE, ZWebhookEndpointList, { signal }),
    retry: false,
  });

/** While a delivery is being retried the log refreshes itself, so its attempts appear as they happen. */
export const useWebhookDeliveries = (endpointId: string, page: number) =>
  useQuery({
    queryKey: webhooksKeys.deliveries(endpointId, page),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/${endpointId}/deliveries?page=${page}&pageSize=10`, ZWebhookDeliveryList, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === 'pending') ? 2_000 : false,
  });

function useWebhookMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKeys.all }),
  });
}

export const useCreateEndpoint = () =>
  useWebhookMutation((input: TWebhookEndpointInput) => api.post(BASE, input, ZWebhookEndpointWithSecret));

export const useUpdateEndpoint = () =>
  useWebhookMutation(({ id, ...input }: TWebhookEndpointUpdate & { id: string }) =>
    api.patch(`${BASE}/${id}`, input, ZWebhookEndpoint),
  );

export const useDeleteEndpoint = () => useWebhookMutation((id: string) => api.delete(`${BASE}/${id}`));

export const useSendTestEvent = () =>
  useWebhookMutation((id: string) => api.post(`${BASE}/${id}/test`, undefined, ZWebhookDelivery));

export const useRotateSecret = () =>
  useWebhookMutation((id: string) => api.post(`${BASE}/${id}/secret/rotate`, undefined, ZWebhookSecret));

export const useRedeliver = () =>
  useWebhookMutation(({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    api.post(`${BASE}/${endpointId}/deliveries/${deliveryId}/redeliver`, undefined, ZWebhookDelivery),
  );

export const revealSecret = (id: string) => api.get(`${BASE}/${id}/secret`, ZWebhookSecret);
