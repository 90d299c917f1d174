import { z } from 'zod';

/** Reports of several candidates in one ZIP: at most this many per download. */
export const REPORTS_ZIP_MAX = 200;

export const ZReportCandidateParams = z.object({ candidateId: z.uuid('Report not found') });

/** POST /api/reports/zip: the candidates whose PDF reports to download (ids without a report are skipped). */
export const ZReportsZipRequest = z.object({
  ids: z
    .array(z.uuid('Please choose candidates'))
    .min(1, 'Please choose at least one candidate')
    .max(REPORTS_ZIP_MAX, `Please choose at most ${REPORTS_ZIP_MAX} candidates`),
});
export type TReportsZipRequest = z.infer<typeof ZReportsZipRequest>;

/** The API path of a candidate's PDF report (an evaluation's `pdfReportUrl`, DESIGN.md section 6). */
export const reportPdfPath = (candidateId: string) => `/api/reports/${candidateId}/pdf`;
export const REPORTS_ZIP_PATH = '/api/reports/zip';

/**
 * The web app's page of a candidate's report (the admin dashboard with it open): the link an ATS shows
 * recruiters, who open it in a browser and sign in first if need be, where the PDF's API path answers 401.
 */
export const candidateReportPagePath = (candidateId: string) =>
  `/admin-dashboard?report=${encodeURIComponent(candidateId)}`;
