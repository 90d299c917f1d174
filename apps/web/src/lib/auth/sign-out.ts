import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/toast';
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

/** Sign out with SPEC.md's 'Logged Out' toast, ending on /login. */
export function useLogout() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => notify.success('Logged Out', 'You have been successfully logged out'),
      onError: () => notify.error('Logout failed', 'Your session was cleared on this device.'),
      // The guard of the page being left sees the cleared session before /login renders, and waits (see
      // ProtectedRoute) rather than redirecting to '/login?redirectTo=<that page>'.
      onSettled: () => navigate(paths.login.getHref(), { replace: true }),
    });
  return { logout, pending: signOut.isPending };
}
