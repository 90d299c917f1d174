import { ZInvitationCheck } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Whether the link can still set a password (and who sent it), asked before the form shows: a used,
 * expired or replaced link gets its explanation at once instead of after two typed passwords.
 */
export const useInvitationCheck = (token: string | null) =>
  useQuery({
    queryKey: ['invitation-check', token],
    queryFn: ({ signal }) =>
      api.get(`/api/invitations/accept?token=${encodeURIComponent(token ?? '')}`, ZInvitationCheck, {
        signal,
      }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
