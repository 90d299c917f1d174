import { ZInvitationBrand } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Who sent the invitation, for the page's header. A link that is no longer valid answers 404: the page
 * then keeps the product's look and lets the password form report the link's problem as before.
 */
export const useInvitationBrand = (token: string | null) =>
  useQuery({
    queryKey: ['invitation-brand', token],
    queryFn: ({ signal }) =>
      api.get(`/api/invitations/brand?token=${encodeURIComponent(token ?? '')}`, ZInvitationBrand, {
        signal,
      }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
