import type { TErasureRequestStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadedFile, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

import { downloadBlob } from '@/lib/download';

const erasurePath = () => candidateApiPath('/erasure-request');
const key = () => [...candidateKeys.application(), 'erasure-request'] as const;
const isErasureStatus = hasFields<TErasureRequestStatus>('requestedAt', 'dueBy');

/** Everything held about the candidate, saved as the JSON file the server names. */
export const useDownloadMyData = () =>
  useMutation({
    mutationFn: async () => {
      const file = await api.get<DownloadedFile>(candidateApiPath('/my-data'), undefined, { file: true });
      downloadBlob(file.blob, file.fileName ?? 'my-data.json');
    },
  });

export const useErasureRequest = () =>
  useQuery({ queryKey: key(), queryFn: ({ signal }) => api.get(erasurePath(), isErasureStatus, { signal }) });

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(erasurePath(), undefined, isErasureStatus),
    onSuccess: (status) => queryClient.setQueryData(key(), status),
  });
}
