import { REPORTS_ZIP_PATH, reportPdfPath, type TReportsZipRequest } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, type DownloadedFile } from '@/lib/api-client';
import { downloadBlob } from '@/lib/download';

const today = () => new Date().toISOString().slice(0, 10);

/** The candidate's PDF report, rendered by the server from the stored evaluation, saved under its name. */
export async function downloadReportPdf(candidateId: string) {
  const file = await api.get<DownloadedFile>(reportPdfPath(candidateId), undefined, { file: true });
  downloadBlob(file.blob, file.fileName ?? `report-${today()}.pdf`);
}

/** The selected candidates' reports as one ZIP (candidates without a report are skipped by the server). */
export async function downloadReportsZip(ids: string[]) {
  const body: TReportsZipRequest = { ids };
  const file = await api.post<DownloadedFile>(REPORTS_ZIP_PATH, body, undefined, { file: true });
  downloadBlob(file.blob, file.fileName ?? `reports-${today()}.zip`);
}

export const useDownloadReportPdf = () => useMutation({ mutationFn: downloadReportPdf });
export const useDownloadReportsZip = () => useMutation({ mutationFn: downloadReportsZip });
