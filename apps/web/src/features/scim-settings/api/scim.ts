import {
  type TScimGroupRoles,
  ZScimGroupRolesResponse,
  ZScimSettings,
  ZScimToken,
  ZScimTokenCreated,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/api/company/scim';

export const scimKeys = {
  all: ['scim'] as const,
  settings: () => [...scimKeys.all, 'settings'] as const,
};

/** A Startup company's answer is 402 PLAN_FEATURE: the page shows the upgrade message instead. */
export const useScimSettings = () =>
  useQuery({
    queryKey: scimKeys.settings(),
    queryFn: ({ signal }) => api.get(BASE, ZScimSettings, { signal }),
    retry: false,
  });

function useScimMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Group roles change members' roles: the team list is stale too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scimKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['team'] }),
      ]),
  });
}

export const useCreateScimToken = () =>
  useScimMutation(() => api.post(`${BASE}/tokens`, undefined, ZScimTokenCreated));

export const useRevokeScimToken = () =>
  useScimMutation((id: string) =>
    api.post(`${BASE}/tokens/${encodeURIComponent(id)}/revoke`, undefined, ZScimToken),
  );

export const useSaveScimGroupRoles = () =>
  useScimMutation((groupRoles: TScimGroupRoles) =>
    api.put(`${BASE}/group-roles`, { groupRoles }, ZScimGroupRolesResponse),
  );
