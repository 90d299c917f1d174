import type { TErasureRequestStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadedFile, hasFields } from '@/lib/api-client';

import { downloadBlob } from '@/lib/download';

const ERASURE = '/api/candidate/erasure-request';
const key = ['candidate', 'erasure-request'] as const;
const isErasureStatus = hasFields<TErasureRequestStatus>('requestedAt', 'dueBy');

/** Everything held about the candidate, saved as the JSON file the server names. */
export const useDownloadMyData = () =>
  useMutation({
    mutationFn: async () => {
      const file = await api.get<DownloadedFile>('/api/candidate/my-data', undefined, { file: true });
      downloadBlob(file.blob, file.fileName ?? 'my-data.json');
    },
  });

export const useErasureRequest = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api.get(ERASURE, isErasureStatus, { signal }) });

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ERASURE, undefined, isErasureStatus),
    onSuccess: (status) => queryClient.setQueryData(key, status),
  });
}
