import { formatScore, type TEvaluationData, type TEvaluationStatus } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * The report's words come from the reports catalogue (`t` of useT('reports')); its numbers are formatted
 * as the PDF formats them (formatScore), so the dialog and the PDF agree.
 */

/** Integrity signals as the candidate runner records them, in words an admin reads. */
const INTEGRITY_EVENTS = ['tab_hidden', 'window_blur', 'paste', 'fullscreen_exit'];
export const integrityLabel = (type: string, t: TFunction) =>
  INTEGRITY_EVENTS.includes(type) ? t(`integrity.event.${type}`) : type.replaceAll('_', ' ');

/** The fixed thresholds behind strengths and risks: plain cut-offs, not norms of other candidates. */
export const THRESHOLDS = { strength: 70, risk: 50, unansweredShare: 10, skillItems: 3 } as const;

export type Insight = { text: string };

/**
 * Strengths and risks read straight off the evaluation, each with its numbers: scored sections and
 * skills at or above 70 (strengths) or below 50 (risks), answers needing review, integrity events and
 * unanswered questions above 10%. `derivation` says this in words for the report.
 */
export function strengthsAndRisks(data: TEvaluationData, t: TFunction) {
  const strengths: Insight[] = [];
  const risks: Insight[] = [];
  // A section awaiting a person's rating has no score to call a strength or a risk (decision 035).
  const scored = data.sections
    .flatMap((s) => (s.weight > 0 && s.score !== null ? [{ ...s, score: s.score }] : []))
    .sort((a, b) => b.score - a.score);
  for (const s of scored) {
    if (s.score >= THRESHOLDS.strength)
      strengths.push({ text: t('insights.section', { name: s.name, score: formatScore(s.score) }) });
  }
  for (const s of [...scored].reverse()) {
    if (s.score < THRESHOLDS.risk)
      risks.push({ text: t('insights.section', { name: s.name, score: formatScore(s.score) }) });
  }

  // A skill of one or two items says little: only skills with enough items are named.
  const skills = data.sections.flatMap((s) =>
    (s.bySkill ?? []).filter((b) => b.total >= THRESHOLDS.skillItems).map((b) => ({ ...b, section: s.name })),
  );
  const best = [...skills].sort((a, b) => b.percent - a.percent)[0];
  const worst = [...skills].sort((a, b) => a.percent - b.percent)[0];
  const skillText = (key: 'best' | 'weakest', b: NonNullable<typeof best>) =>
    t(`insights.${key}Skill`, {
      skill: b.key.replaceAll('_', ' '),
      section: b.section,
      correct: b.correct,
      total: b.total,
      percent: formatScore(b.percent),
    });
  if (best && best.percent >= THRESHOLDS.strength) strengths.push({ text: skillText('best', best) });
  if (worst && worst.percent < THRESHOLDS.risk && worst !== best)
    risks.push({ text: skillText('weakest', worst) });

  if (data.review.length > 0) risks.push({ text: t('insights.review', { count: data.review.length }) });
  const events = Object.values(data.integrityEvents).reduce((a, b) => a + b, 0);
  if (events > 0) risks.push({ text: t('insights.integrity', { count: events }) });
  const total = data.questions.length;
  const unanswered = data.questions.filter((q) => !q.answered).length;
  if (total > 0 && (100 * unanswered) / total > THRESHOLDS.unansweredShare)
    risks.push({
      text: t('insights.unanswered', {
        unanswered,
        total,
        percent: formatScore((100 * unanswered) / total),
      }),
    });
  return { strengths, risks };
}

export const derivation = (t: TFunction) => t('insights.derivation', THRESHOLDS);

/** `note`: the reason in a few words, for the table's row (where the report buttons would be). */
export type ReportAvailability = { ready: true } | { ready: false; reason: string; note: string };

/** Whether a report exists yet for a row of the candidates table, and why not. */
export function reportAvailability(status: TEvaluationStatus | null, t: TFunction): ReportAvailability {
  const unavailable = (state: 'scoring' | 'failed' | 'notSubmitted'): ReportAvailability => ({
    ready: false,
    reason: t(`availability.${state}.reason`),
    note: t(`availability.${state}.note`),
  });
  switch (status) {
    case 'completed':
    case 'needs_review':
      return { ready: true };
    case 'pending':
    case 'processing':
      return unavailable('scoring');
    case 'failed':
      return unavailable('failed');
    default:
      return unavailable('notSubmitted');
  }
}

/** Seconds as "12 min 5 s" (or "—"). */
export function formatDuration(seconds: number | null | undefined, t: TFunction): string {
  if (seconds === null || seconds === undefined) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('duration.seconds', { seconds: rest });
  return rest === 0
    ? t('duration.minutes', { minutes })
    : t('duration.minutesSeconds', { minutes, seconds: rest });
}
