import { type TSkippedRow, ZSkippedRow } from '@app/contracts';
import { z } from 'zod';

/**
 * What the last upload of this tab skipped and why, until the admin dismisses it. It waits in
 * sessionStorage (this tab only), so a reload of the page keeps it; the card on the page hears of a new
 * report at once (subscribeUploadReport), since the upload no longer reloads the document (decision 015).
 */
const KEY = 'hireassess:last-upload-report';
const listeners = new Set<() => void>();

/** Calls `listener` whenever a report is saved or cleared in this tab; returns the unsubscribe. */
export function subscribeUploadReport(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const changed = () => {
  for (const listener of listeners) listener();
};

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
  changed();
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
  changed();
}
