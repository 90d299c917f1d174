import { ZAuditLogPage } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';
import { type AuditLogFilters, filtersQuery } from '../lib/audit-log-filters';

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (filters: AuditLogFilters) => [...auditLogKeys.all, filtersQuery(filters)] as const,
};

/** One page of the log with the filters; the previous page stays shown while the next one loads. */
export const useAuditLog = (filters: AuditLogFilters) =>
  useQuery({
    queryKey: auditLogKeys.page(filters),
    queryFn: ({ signal }) => api.get(`/api/audit-log?${filtersQuery(filters)}`, ZAuditLogPage, { signal }),
    placeholderData: keepPreviousData,
  });

/** Saves the server's CSV of the filtered log (every page) under the name it gives. */
async function downloadCsv(filters: AuditLogFilters) {
  const file = await api.get<DownloadedFile>(
    `/api/audit-log.csv?${filtersQuery(filters, { withPage: false })}`,
    undefined,
    { file: true },
  );
  downloadBlob(file.blob, file.fileName ?? 'audit-log.csv');
}

/** The download is itself recorded: the pages shown are refetched to include it. */
export function useDownloadAuditLogCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadCsv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  });
}
