import { type TDeleteCompanyInput, type TPrivacySettings, ZPrivacySettingsResponse } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = '/api/company/privacy-settings';
const key = ['company', 'privacy-settings'] as const;

export const usePrivacySettings = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get(PATH, ZPrivacySettingsResponse, { signal }) });

export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPrivacySettings) => api.put(PATH, input, ZPrivacySettingsResponse),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

export const useDeleteCompany = () =>
  useMutation({ mutationFn: (input: TDeleteCompanyInput) => api.post('/api/company/delete', input) });
