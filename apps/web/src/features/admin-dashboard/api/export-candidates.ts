import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

/** Downloads the CSV the server builds (formula-safe, with status and score); no ids means every candidate. */
export async function exportCandidates(ids?: string[]) {
  const blob = await api.post<Blob>('/api/candidates/export', ids ? { ids } : {}, undefined, { blob: true });
  downloadBlob(blob, `candidates-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const useExportCandidates = () => useMutation({ mutationFn: exportCandidates });
