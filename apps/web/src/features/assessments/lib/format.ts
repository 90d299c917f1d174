import type { TAssessmentSummary, TTestMode } from '@app/contracts';
import { formatInZone } from '@/lib/zoned-time';

export const TEST_MODE_LABELS: Record<TTestMode, string> = {
  'pre-built': 'Pre-built',
  'ai-generated': 'AI-generated',
  hybrid: 'Hybrid',
};

const counts = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => counts.format(value);

/** "Backend Engineer · Senior", or null when no role is set. */
export function describeRole(assessment: Pick<TAssessmentSummary, 'position' | 'experienceLevel'>) {
  const parts = [assessment.position, assessment.experienceLevel].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** "Opens 4 Jan 2027, 09:00 · closes 31 Jan 2027, 18:00 (Asia/Kolkata)", or null without a window. */
export function describeWindow({ opensAt, closesAt, timeZone }: TAssessmentSummary['window']) {
  if (!opensAt && !closesAt) return null;
  const parts = [
    opensAt ? `Opens ${formatInZone(opensAt, timeZone)}` : null,
    closesAt ? `${opensAt ? 'closes' : 'Closes'} ${formatInZone(closesAt, timeZone)}` : null,
  ].filter(Boolean);
  return `${parts.join(' · ')} (${timeZone})`;
}

export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
