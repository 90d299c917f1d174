import { type TErasureRequestStatus, ZAccountErasureStatus } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadedFile, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import { candidateKeys } from '@/lib/candidate/candidate-keys';

import { downloadBlob } from '@/lib/download';

const erasurePath = () => candidateApiPath('/erasure-request');
const key = () => [...candidateKeys.application(), 'erasure-request'] as const;
const isErasureStatus = hasFields<TErasureRequestStatus>('requestedAt', 'dueBy');

async function downloadData(path: string) {
  const file = await api.get<DownloadedFile>(path, undefined, { file: true });
  downloadBlob(file.blob, file.fileName ?? 'my-data.json');
}

/** Everything the application's company holds about the person, saved as the JSON file the server names. */
export const useDownloadMyData = () =>
  useMutation({ mutationFn: () => downloadData(candidateApiPath('/company-data')) });

/** Everything every company holds about the person's account, in one file. */
export const useDownloadAccountData = () =>
  useMutation({ mutationFn: () => downloadData('/api/candidate/account-data') });

const accountErasurePath = '/api/candidate/account-erasure-request';
const accountErasureKey = [...candidateKeys.all, 'account-erasure-request'] as const;

/** Where the person's erasure requests stand at each company (their own proof first, decision 033). */
export const useAccountErasure = (enabled: boolean) =>
  useQuery({
    queryKey: accountErasureKey,
    queryFn: ({ signal }) => api.get(accountErasurePath, ZAccountErasureStatus, { signal }),
    enabled,
  });

export function useRequestAccountErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(accountErasurePath, undefined, ZAccountErasureStatus),
    onSuccess: (status) => {
      queryClient.setQueryData(accountErasureKey, status);
      // Each application's own erasure status changed with it.
      void queryClient.invalidateQueries({ queryKey: candidateKeys.all });
    },
  });
}

export const useErasureRequest = () =>
  useQuery({ queryKey: key(), queryFn: ({ signal }) => api.get(erasurePath(), isErasureStatus, { signal }) });

export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(erasurePath(), undefined, isErasureStatus),
    onSuccess: (status) => queryClient.setQueryData(key(), status),
  });
}
