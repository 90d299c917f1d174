import {
  type TAssessmentCandidateInput,
  type TInviteLinkUpdate,
  type TJoinSignUpInput,
  ZIntakeResponse,
  ZInviteLink,
  ZJoinConfirmCheck,
  ZJoinConfirmResult,
  ZJoinInfo,
  ZJoinSignUpResult,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

export const inviteLinkKeys = {
  all: ['invite-link'] as const,
  admin: (assessmentId: string) => [...inviteLinkKeys.all, 'admin', assessmentId] as const,
  join: (token: string) => [...inviteLinkKeys.all, 'join', token] as const,
  confirm: (token: string) => [...inviteLinkKeys.all, 'confirm', token] as const,
};

const linkPath = (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/invite-link`;

/** The admin's view of the assessment's link: URL, switch, cap and counts. */
export const useInviteLink = (assessmentId: string) =>
  useQuery({
    queryKey: inviteLinkKeys.admin(assessmentId),
    queryFn: ({ signal }) => api.get(linkPath(assessmentId), ZInviteLink, { signal }),
  });

function useLinkMutation<TVariables>(
  assessmentId: string,
  call: (variables: TVariables) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => queryClient.setQueryData(inviteLinkKeys.admin(assessmentId), data),
  });
}

/** Makes the link, or replaces it (the old one stops working). */
export const useRegenerateInviteLink = (assessmentId: string) =>
  useLinkMutation(assessmentId, () => api.post(linkPath(assessmentId), undefined, ZInviteLink));

export const useUpdateInviteLink = (assessmentId: string) =>
  useLinkMutation(assessmentId, (input: TInviteLinkUpdate) =>
    api.patch(linkPath(assessmentId), input, ZInviteLink),
  );

/** One person into the assessment (POST /api/assessments/:id/candidates). */
export function useAddCandidateToAssessment(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAssessmentCandidateInput) =>
      api.post(`/api/assessments/${encodeURIComponent(assessmentId)}/candidates`, input, ZIntakeResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: candidatesKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['assessments'] }),
      ]),
  });
}

/** The public page's facts about a link (no session). */
export const useJoinInfo = (token: string) =>
  useQuery({
    queryKey: inviteLinkKeys.join(token),
    queryFn: ({ signal }) => api.get(`/api/join/${encodeURIComponent(token)}`, ZJoinInfo, { signal }),
    retry: false,
    enabled: token !== '',
  });

export const useJoinSignUp = (token: string) =>
  useMutation({
    mutationFn: (input: TJoinSignUpInput) =>
      api.post(`/api/join/${encodeURIComponent(token)}`, input, ZJoinSignUpResult),
  });

/** Whether a confirmation link can still be used, asked before its button shows. */
export const useJoinConfirmCheck = (token: string | null) =>
  useQuery({
    queryKey: inviteLinkKeys.confirm(token ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/join/confirm?token=${encodeURIComponent(token ?? '')}`, ZJoinConfirmCheck, { signal }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useJoinConfirm = () =>
  useMutation({
    mutationFn: (token: string) => api.post('/api/join/confirm', { token }, ZJoinConfirmResult),
  });
