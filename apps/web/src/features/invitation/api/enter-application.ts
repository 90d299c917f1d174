import { ZEnterApplicationResult } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

/**
 * Opens the link's application without a password (decision 033): the server sets a session cookie that
 * reaches that application only. Settles once the app has read the new session, so the guarded dashboard
 * that opens next finds it.
 */
export function useEnterApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post('/api/invitations/enter', { token }, ZEnterApplicationResult),
    onSuccess: async () => {
      // What this browser held for someone signed in before is not this session's.
      queryClient.removeQueries({ queryKey: candidateKeys.all });
      queryClient.removeQueries({ queryKey: authKeys.all, type: 'inactive' });
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
    },
  });
}
