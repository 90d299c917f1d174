import { ZInvitationCheck } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Whether the link still opens its application, and who sent it: the page shows the company's brand while
 * it enters, or says at once why an expired or unknown link cannot. A join link's application that is
 * still being prepared is asked again every two seconds until it opens.
 */
const PREPARING_POLL_MS = 2_000;

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
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
  });
