import { type TCreateCompanyInput, ZCompany } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';

export const createCompany = (input: TCreateCompanyInput) => api.post('/api/companies', input, ZCompany);

export const useCreateCompany = () => useMutation({ mutationFn: createCompany });

/**
 * The profile now carries the company; the guards read it from the "me" query. Refreshed only when the
 * dashboard opens, since the onboarding guard would otherwise leave this page before its 1 s delay.
 */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...authKeys.all, 'me'] });
}
