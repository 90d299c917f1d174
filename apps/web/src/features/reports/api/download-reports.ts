import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

const today = () => new Date().toISOString().slice(0, 10);

/** The candidate's PDF report, rendered by the server from the stored evaluation, saved under its name. */
export async function downloadReportPdf(candidateId: string) {
  const file = await api.get<DownloadedFile>(`/api/reports/${candidateId}/pdf`, undefined, { file: true });
  downloadBlob(file.blob, file.fileName ?? `report-${today()}.pdf`);
}

/** The selected candidates' reports as one ZIP (candidates without a report are skipped by the server). */
export async function downloadReportsZip(ids: string[]) {
  const file = await api.post<DownloadedFile>('/api/reports/zip', { ids }, undefined, { file: true });
  downloadBlob(file.blob, file.fileName ?? `reports-${today()}.zip`);
}

export const useDownloadReportPdf = () => useMutation({ mutationFn: downloadReportPdf });
export const useDownloadReportsZip = () => useMutation({ mutationFn: downloadReportsZip });
