import type { TSelfIdentificationInput, TSelfIdentificationStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

const path = () => candidateApiPath('/self-identification');
const key = () => [...candidateKeys.application(), 'self-identification'] as const;
const isStatus = hasFields<TSelfIdentificationStatus>('asked', 'answered');

/** Whether the voluntary questions are offered (after the final submission, when the company asks) and answered. */
export const useSelfIdentificationStatus = (enabled: boolean) =>
  useQuery({
    queryKey: key(),
    queryFn: ({ signal }) => api.get(path(), isStatus, { signal }),
    enabled,
  });

export function useAnswerSelfIdentification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TSelfIdentificationInput) => api.put(path(), answers, isStatus),
    onSuccess: (status) => queryClient.setQueryData(key(), status),
  });
}
