import type { TUploadCheckResponse, TUploadCheckRow } from '@app/contracts';
import type { TFunction } from 'i18next';

/** A count in the company's locale (useCompanyFormat's `number`). */
type FormatNumber = (value: number) => string;

/** The total time of the chosen tests: their minutes added up (a new assessment's, or an existing one's). */
export const totalMinutes = (tests: readonly { durationMinutes: number }[]) =>
  tests.reduce((sum, test) => sum + test.durationMinutes, 0);

/** 45 → '45 min'; 90 → '1 h 30 min'; 120 → '2 h'. */
export function formatMinutes(minutes: number, t: TFunction): string {
  if (minutes < 60) return t('time.minutes', { m: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t('time.hours', { h: hours }) : t('time.hoursMinutes', { h: hours, m: rest });
}

/** '6 will be added, 3 skipped': what the upload of the checked file would do, in the catalogue's words. */
export function verdictSummary(
  check: Pick<TUploadCheckResponse, 'willAdd' | 'willSkip'>,
  t: TFunction,
  number: FormatNumber,
): string {
  return t('review.verdict', { add: number(check.willAdd), skip: number(check.willSkip) });
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
  t: TFunction,
  number: FormatNumber,
): { label: string; disabled: boolean } {
  if (uploading) return { label: t('submit.uploading'), disabled: true };
  if (check === null) return { label: t('submit.upload'), disabled: false };
  if (check.status === 'pending') return { label: t('submit.checking'), disabled: true };
  if (check.status === 'error' || !check.data) return { label: t('submit.upload'), disabled: false };
  const { willAdd, plan } = check.data;
  return {
    label: willAdd === 0 ? t('submit.none') : t('submit.count', { count: willAdd, n: number(willAdd) }),
    disabled: willAdd === 0 || !plan.fits,
  };
}
