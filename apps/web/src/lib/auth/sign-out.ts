import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out', {}),
    onSettled: () => {
      // Whatever the server said, nothing of the previous user stays in memory.
      queryClient.setQueryData(authKeys.session(), null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.all[0] });
      queryClient.removeQueries({ queryKey: [...authKeys.all, 'me'] });
    },
  });
}
