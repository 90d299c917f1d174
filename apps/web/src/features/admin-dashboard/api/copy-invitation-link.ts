import { ZCandidateInvitationLink } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A fresh personal invitation link for one candidate, returned instead of emailed. */
export const useCopyInvitationLink = () =>
  useMutation({
    mutationFn: (candidateId: string) =>
      api.post(
        `/api/candidates/${encodeURIComponent(candidateId)}/invitation-link`,
        undefined,
        ZCandidateInvitationLink,
      ),
  });
