import { ZResendInvitationsResult } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendInvitations = (ids: string[]) =>
  api.post('/api/candidates/invitations/resend', { ids }, ZResendInvitationsResult);

export const useResendInvitations = () => useMutation({ mutationFn: resendInvitations });
