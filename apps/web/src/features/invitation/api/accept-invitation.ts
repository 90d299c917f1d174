import type { TAcceptInvitationInput } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The app's own endpoint rather than Better Auth's /api/auth/reset-password: it sets the password the
 * same way but answers a used or expired link with the invitation's wording. 204 on success.
 */
export const acceptInvitation = (input: TAcceptInvitationInput) =>
  api.post<undefined>('/api/invitations/accept', input);

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
