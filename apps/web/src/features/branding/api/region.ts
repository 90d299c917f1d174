import { type TCompanyRegionUpdate, ZCompanyRegion } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';

/** The region is read with the company from GET /api/me: saving refreshes it, so every page reformats. */
export function useUpdateRegion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCompanyRegionUpdate) => api.put('/api/company/region', input, ZCompanyRegion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}
