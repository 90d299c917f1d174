import {
  type TAcceptTeamInvitationInput,
  type TInviteTeamMemberInput,
  type TTeamRole,
  ZTeamInvitation,
  ZTeamInvitationCheck,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { teamKeys } from '@/lib/team';

function useTeamMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useInviteMember = () =>
  useTeamMutation((input: TInviteTeamMemberInput) =>
    api.post('/api/team/invitations', input, ZTeamInvitation),
  );

export const useResendInvitation = () =>
  useTeamMutation((id: string) => api.post(`/api/team/invitations/${id}/resend`, undefined, ZTeamInvitation));

export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => api.delete(`/api/team/invitations/${id}`));

export const useChangeRole = () =>
  useTeamMutation(({ userId, role }: { userId: string; role: TTeamRole }) =>
    api.patch(`/api/team/members/${encodeURIComponent(userId)}`, { role }),
  );

export const useRemoveMember = () =>
  useTeamMutation((userId: string) => api.delete(`/api/team/members/${encodeURIComponent(userId)}`));

/** What the accept page shows for a link: valid (company, role) or why it cannot be used. */
export const useTeamInvitationCheck = (token: string | null) =>
  useQuery({
    queryKey: teamKeys.check(token ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/team/invitations/accept?token=${encodeURIComponent(token ?? '')}`, ZTeamInvitationCheck, {
        signal,
      }),
    enabled: token !== null,
    retry: false,
  });

/** 204 on success; signed out, the response also signs the new account in. */
export const useAcceptTeamInvitation = () =>
  useMutation({
    mutationFn: (input: TAcceptTeamInvitationInput) =>
      api.post<undefined>('/api/team/invitations/accept', input),
  });
