import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

/** What to export: the selected ids, else the assessment's candidates, else the company's; the days they were added narrow any. */
export type ExportScope = { ids?: string[]; assessmentId?: string; appliedFrom?: string; appliedTo?: string };

/**
 * Downloads the CSV the server builds (formula-safe, with status, scores and percentiles): the selected
 * ids, else every candidate of the assessment, else every candidate of the company; saved under the
 * server's name for it (one opening's export is named after the opening, on the company's day).
 */
export async function exportCandidates(scope: ExportScope = {}) {
  const file = await api.post<DownloadedFile>('/api/candidates/export', scope, undefined, { file: true });
  downloadBlob(file.blob, file.fileName ?? `candidates-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const useExportCandidates = () => useMutation({ mutationFn: exportCandidates });
