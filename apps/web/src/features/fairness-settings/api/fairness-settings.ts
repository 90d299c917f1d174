import { type TFairnessSettings, ZFairnessSettings } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = '/api/company/fairness-settings';
const key = ['company', 'fairness-settings'] as const;

export const useFairnessSettings = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get(PATH, ZFairnessSettings, { signal }) });

export function useSaveFairnessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFairnessSettings) => api.put(PATH, input, ZFairnessSettings),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
