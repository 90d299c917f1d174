import { type TSkippedRow, ZSkippedRow } from '@app/contracts';
import { z } from 'zod';

/**
 * The page reloads 2 s after an upload (SPEC.md section 4); the report of skipped rows must survive
 * that, so it waits in sessionStorage (this tab only) until the admin dismisses it.
 */
const KEY = 'hireassess:last-upload-report';

const ZUploadReport = z.object({
  fileName: z.string(),
  processed: z.number(),
  skipped: z.array(ZSkippedRow),
  uploadedAt: z.string(),
});
export type UploadReport = z.infer<typeof ZUploadReport>;

export function saveUploadReport(report: { fileName: string; processed: number; skipped: TSkippedRow[] }) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...report, uploadedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the toast already gave the counts.
  }
}

export function loadUploadReport(): UploadReport | null {
  try {
    const parsed = ZUploadReport.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearUploadReport() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}
