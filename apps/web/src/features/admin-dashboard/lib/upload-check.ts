import type { TUploadCheckResponse, TUploadCheckRow } from '@app/contracts';
import { countOf, formatCount } from './format';

/** The total time of the chosen tests: their minutes added up (a new assessment's, or an existing one's). */
export const totalMinutes = (tests: readonly { durationMinutes: number }[]) =>
  tests.reduce((sum, test) => sum + test.durationMinutes, 0);

/** 45 → '45 min'; 90 → '1 h 30 min'; 120 → '2 h'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** '6 will be added, 3 skipped': what the upload of the checked file would do. */
export function verdictSummary(check: Pick<TUploadCheckResponse, 'willAdd' | 'willSkip'>): string {
  return `${formatCount(check.willAdd)} will be added, ${formatCount(check.willSkip)} skipped`;
}

/** The rows the check lists, split by verdict (every skipped one; the first rows to add). */
export function splitVerdicts(rows: readonly TUploadCheckRow[]) {
  return {
    skipped: rows.filter((row) => row.verdict === 'skip'),
    added: rows.filter((row) => row.verdict === 'add'),
  };
}

/**
 * What the submit button says and whether it may be pressed. Before the check answers it waits; when the
 * check failed it stays pressable (the upload decides and says why), when nobody would be added or the
 * plan has no room for them it is not (the review tab says why). Null: there was nothing to check.
 */
export function submitState(
  check: { status: 'pending' | 'error' | 'success'; data?: TUploadCheckResponse | undefined } | null,
  uploading: boolean,
): { label: string; disabled: boolean } {
  if (uploading) return { label: 'Uploading…', disabled: true };
  if (check === null) return { label: 'Upload candidates', disabled: false };
  if (check.status === 'pending') return { label: 'Checking the file…', disabled: true };
  if (check.status === 'error' || !check.data) return { label: 'Upload candidates', disabled: false };
  const { willAdd, plan } = check.data;
  return {
    label:
      willAdd === 0 ? 'No candidates to upload' : `Upload ${countOf(willAdd, 'candidate', 'candidates')}`,
    disabled: willAdd === 0 || !plan.fits,
  };
}
