import { type TProfileFieldsInput, ZProfileFields } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = '/api/company/profile-fields';
const key = ['company', 'profile-fields'] as const;

export const useProfileFields = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get(PATH, ZProfileFields, { signal }) });

export function useSaveProfileFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProfileFieldsInput) => api.put(PATH, input, ZProfileFields),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
