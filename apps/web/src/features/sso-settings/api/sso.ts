import {
  type TCreateSsoConnectionInput,
  type TUpdateSsoPolicyInput,
  ZSsoConnection,
  ZSsoSettings,
  ZSsoVerifyResult,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/api/sso/connections';
const ssoKeys = { all: ['sso-settings'] as const };

/** A Startup company's answer is 402 PLAN_FEATURE: the page shows the upgrade message instead. */
export const useSsoSettings = () =>
  useQuery({
    queryKey: ssoKeys.all,
    queryFn: ({ signal }) => api.get(BASE, ZSsoSettings, { signal }),
    retry: false,
  });

function useSsoMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKeys.all }),
  });
}

export const useCreateSsoConnection = () =>
  useSsoMutation((input: TCreateSsoConnectionInput) => api.post(BASE, input, ZSsoConnection));

export const useUpdateSsoConnection = () =>
  useSsoMutation(({ providerId, defaultRole }: { providerId: string; defaultRole: 'reviewer' | 'admin' }) =>
    api.patch(`${BASE}/${providerId}`, { defaultRole }, ZSsoConnection),
  );

export const useDeleteSsoConnection = () =>
  useSsoMutation((providerId: string) => api.delete(`${BASE}/${providerId}`));

export const useVerifySsoDomain = () =>
  useSsoMutation((providerId: string) =>
    api.post(`${BASE}/${providerId}/verify-domain`, {}, ZSsoVerifyResult),
  );

export const useUpdateSsoPolicy = () =>
  useSsoMutation((input: TUpdateSsoPolicyInput) => api.put('/api/sso/policy', input, ZSsoSettings));
