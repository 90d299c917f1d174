import {
  type TLeverConnectInput,
  type TLeverMappingInput,
  ZAssessmentList,
  ZLeverConnection,
  ZLeverInvitationList,
  ZLeverMappingList,
  ZLeverPostingList,
  ZLeverStageList,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/api/integrations/lever';

export const leverKeys = {
  all: ['lever'] as const,
  connection: () => [...leverKeys.all, 'connection'] as const,
  postings: () => [...leverKeys.all, 'postings'] as const,
  stages: () => [...leverKeys.all, 'stages'] as const,
  mappings: () => [...leverKeys.all, 'mappings'] as const,
  invitations: () => [...leverKeys.all, 'invitations'] as const,
};

/** A Startup company's answer is 402 PLAN_FEATURE: the page shows the upgrade message instead. */
export const useLeverConnection = () =>
  useQuery({
    queryKey: leverKeys.connection(),
    queryFn: ({ signal }) => api.get(BASE, ZLeverConnection, { signal }),
    retry: false,
  });

/** Postings and stages are read from Lever itself, so only once connected. */
export const useLeverPostings = (enabled: boolean) =>
  useQuery({
    queryKey: leverKeys.postings(),
    queryFn: ({ signal }) => api.get(`${BASE}/postings`, ZLeverPostingList, { signal }),
    enabled,
    retry: false,
  });

export const useLeverStages = (enabled: boolean) =>
  useQuery({
    queryKey: leverKeys.stages(),
    queryFn: ({ signal }) => api.get(`${BASE}/stages`, ZLeverStageList, { signal }),
    enabled,
    retry: false,
  });

export const useLeverMappings = (enabled: boolean) =>
  useQuery({
    queryKey: leverKeys.mappings(),
    queryFn: ({ signal }) => api.get(`${BASE}/mappings`, ZLeverMappingList, { signal }),
    enabled,
  });

export const useLeverInvitations = (enabled: boolean) =>
  useQuery({
    queryKey: leverKeys.invitations(),
    queryFn: ({ signal }) => api.get(`${BASE}/invitations`, ZLeverInvitationList, { signal }),
    enabled,
  });

/** The assessments a posting can be mapped to: the open ones, which take candidates. */
export const useOpenAssessments = () =>
  useQuery({
    queryKey: [...leverKeys.all, 'open-assessments'] as const,
    queryFn: ({ signal }) =>
      api.get('/api/assessments?status=open&sort=name&order=asc&page=1&pageSize=100', ZAssessmentList, {
        signal,
      }),
  });

function useLeverMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leverKeys.all }),
  });
}

export const useConnectLever = () =>
  useLeverMutation((input: TLeverConnectInput) => api.put(BASE, input, ZLeverConnection));

export const useDisconnectLever = () => useLeverMutation(() => api.delete(BASE));

export const useSaveLeverMapping = () =>
  useLeverMutation((input: TLeverMappingInput) => api.put(`${BASE}/mappings`, input, ZLeverMappingList));

export const useDeleteLeverMapping = () =>
  useLeverMutation((id: string) => api.delete(`${BASE}/mappings/${id}`));
