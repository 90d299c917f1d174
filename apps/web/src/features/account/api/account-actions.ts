import { api } from '@/lib/api-client';
import { useAuthMutation } from '@/lib/auth/use-auth-mutation';

export const useChangePassword = () =>
  useAuthMutation(
    (input: { currentPassword: string; newPassword: string }) =>
      api.post('/api/auth/change-password', { ...input, revokeOtherSessions: true }),
    { resetsSession: true },
  );

export const useRevokeOtherSessions = () =>
  useAuthMutation(() => api.post('/api/auth/revoke-other-sessions', {}));

export const useUpdateName = () =>
  useAuthMutation((name: string) => api.post('/api/auth/update-user', { name }), { resetsSession: true });
