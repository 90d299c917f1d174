import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

/**
 * Downloads the CSV the server builds (formula-safe, with status and score): the selected ids, else every
 * candidate of the assessment, else every candidate of the company.
 */
export async function exportCandidates(scope: { ids?: string[]; assessmentId?: string } = {}) {
  const blob = await api.post<Blob>('/api/candidates/export', scope, undefined, { blob: true });
  downloadBlob(blob, `candidates-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const useExportCandidates = () => useMutation({ mutationFn: exportCandidates });
