import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './auth-keys';

/** Every call of Better Auth's endpoints; after one that changes who is signed in, the auth queries refresh. */
export function useAuthMutation<TInput, TResult>(
  call: (input: TInput) => Promise<TResult>,
  options: { resetsSession?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      if (options.resetsSession) {
        queryClient.removeQueries({ queryKey: authKeys.all, type: 'inactive' });
        await queryClient.invalidateQueries({ queryKey: authKeys.all });
      }
    },
  });
}
