import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Downloads the CSV the server builds (formula-safe, with status and score); no ids means every candidate. */
export async function exportCandidates(ids?: string[]) {
  const blob = await api.post<Blob>('/api/candidates/export', ids ? { ids } : {}, undefined, { blob: true });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `candidates-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useExportCandidates = () => useMutation({ mutationFn: exportCandidates });
