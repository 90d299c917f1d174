import { type TBrandingUpdate, ZBranding } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const BASE = '/api/company/branding';

export const brandingKeys = { all: ['branding'] as const };

/** Readable on every plan: a Startup company sees `applied: false` and the upgrade message. */
export const useBranding = () =>
  useQuery({
    queryKey: brandingKeys.all,
    queryFn: ({ signal }) => api.get(BASE, ZBranding, { signal }),
  });

function useBrandingMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: TVariables) => ZBranding.parse(await mutationFn(variables)),
    onSuccess: (branding) => queryClient.setQueryData(brandingKeys.all, branding),
  });
}

export const useUpdateBranding = () =>
  useBrandingMutation((input: TBrandingUpdate) => api.put(BASE, input, ZBranding));

export const useUploadLogo = () =>
  useBrandingMutation((file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return api.put(`${BASE}/logo`, form, ZBranding);
  });

export const useRemoveLogo = () => useBrandingMutation(() => api.delete(`${BASE}/logo`, ZBranding));
