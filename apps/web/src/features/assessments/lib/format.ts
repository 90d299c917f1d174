import type { TAssessmentSummary } from '@app/contracts';
import type { TFunction } from 'i18next';
import { formatInZone } from '@/lib/zoned-time';

/** "Backend Engineer · Senior", or null when no role is set. */
export function describeRole(assessment: Pick<TAssessmentSummary, 'position' | 'experienceLevel'>) {
  const parts = [assessment.position, assessment.experienceLevel].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * "Opens 4 Jan 2027, 09:00 · closes 31 Jan 2027, 18:00 (Asia/Kolkata)", or null without a window; the
 * times in the assessment's own zone, as candidates read its deadline (formatDeadline).
 */
export function describeWindow({ opensAt, closesAt, timeZone }: TAssessmentSummary['window'], t: TFunction) {
  const opens = opensAt ? formatInZone(opensAt, timeZone) : null;
  const closes = closesAt ? formatInZone(closesAt, timeZone) : null;
  if (opens && closes) return t('window.both', { opens, closes, timeZone });
  if (opens) return t('window.opens', { opens, timeZone });
  if (closes) return t('window.closes', { closes, timeZone });
  return null;
}

/** An opening's re-application rule in words (decision 034): null, a person applies once. */
export function reapplyLabel(months: number | null, t: TFunction): string {
  if (months === null) return t('summary.reapplyOnce');
  return months === 0 ? t('summary.reapplyFinished') : t('summary.reapplyAfter', { count: months });
}
