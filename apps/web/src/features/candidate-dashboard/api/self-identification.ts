import { type TSelfIdentificationInput, ZSelfIdentificationStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = '/api/candidate/self-identification';
const key = ['candidate', 'self-identification'] as const;

/** Whether the voluntary questions are offered (after the final submission, when the company asks) and answered. */
export const useSelfIdentificationStatus = (enabled: boolean) =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get(PATH, ZSelfIdentificationStatus, { signal }),
    enabled,
  });

export function useAnswerSelfIdentification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TSelfIdentificationInput) => api.put(PATH, answers, ZSelfIdentificationStatus),
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
}
