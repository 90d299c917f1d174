import { formatScore, type TEvaluationData, type TEvaluationStatus } from '@app/contracts';

/** Integrity signals as the candidate runner records them, in words an admin reads. */
export const INTEGRITY_EVENT_LABELS: Record<string, string> = {
  tab_hidden: 'Tab hidden',
  window_blur: 'Window lost focus',
  paste: 'Text pasted',
  fullscreen_exit: 'Left full screen',
};
export const integrityLabel = (type: string) => INTEGRITY_EVENT_LABELS[type] ?? type.replaceAll('_', ' ');

/** The fixed thresholds behind strengths and risks: plain cut-offs, not norms of other candidates. */
export const THRESHOLDS = { strength: 70, risk: 50, unansweredShare: 10, skillItems: 3 } as const;

export type Insight = { text: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Strengths and risks read straight off the evaluation, each with its numbers: scored sections and
 * skills at or above 70 (strengths) or below 50 (risks), answers needing review, integrity events and
 * unanswered questions above 10%. `derivation` says this in words for the report.
 */
export function strengthsAndRisks(data: TEvaluationData) {
  const strengths: Insight[] = [];
  const risks: Insight[] = [];
  const scored = data.sections.filter((s) => s.weight > 0).sort((a, b) => b.score - a.score);
  for (const s of scored) {
    if (s.score >= THRESHOLDS.strength) strengths.push({ text: `${s.name}: ${formatScore(s.score)} / 100` });
  }
  for (const s of [...scored].reverse()) {
    if (s.score < THRESHOLDS.risk) risks.push({ text: `${s.name}: ${formatScore(s.score)} / 100` });
  }

  // A skill of one or two items says little: only skills with enough items are named.
  const skills = data.sections.flatMap((s) =>
    (s.bySkill ?? []).filter((b) => b.total >= THRESHOLDS.skillItems).map((b) => ({ ...b, section: s.name })),
  );
  const best = [...skills].sort((a, b) => b.percent - a.percent)[0];
  const worst = [...skills].sort((a, b) => a.percent - b.percent)[0];
  const skillText = (b: NonNullable<typeof best>) =>
    `${b.key.replaceAll('_', ' ')} (${b.section}): ${b.correct} of ${b.total} right, ${formatScore(b.percent)}%`;
  if (best && best.percent >= THRESHOLDS.strength) strengths.push({ text: `Best skill: ${skillText(best)}` });
  if (worst && worst.percent < THRESHOLDS.risk && worst !== best)
    risks.push({ text: `Weakest skill: ${skillText(worst)}` });

  if (data.review.length > 0)
    risks.push({ text: `${plural(data.review.length, 'answer needs', 'answers need')} a human review` });
  const events = Object.values(data.integrityEvents).reduce((a, b) => a + b, 0);
  if (events > 0) risks.push({ text: `${plural(events, 'integrity event', 'integrity events')} recorded` });
  const total = data.questions.length;
  const unanswered = data.questions.filter((q) => !q.answered).length;
  if (total > 0 && (100 * unanswered) / total > THRESHOLDS.unansweredShare)
    risks.push({
      text: `${unanswered} of ${total} questions unanswered (${formatScore((100 * unanswered) / total)}%)`,
    });
  return { strengths, risks };
}

export const DERIVATION = `Derived from this evaluation only: scored sections and skills (of ${THRESHOLDS.skillItems}+ questions) at ${THRESHOLDS.strength} or above are strengths, below ${THRESHOLDS.risk} risks; answers needing review, integrity events and more than ${THRESHOLDS.unansweredShare}% unanswered questions are risks. Fixed cut-offs, not a comparison with other candidates; personality and work style are never strengths or risks.`;

/** `note`: the reason in a few words, for the table's row (where the report buttons would be). */
export type ReportAvailability = { ready: true } | { ready: false; reason: string; note: string };

/** Whether a report exists yet for a row of the candidates table, and why not. */
export function reportAvailability(status: TEvaluationStatus | null): ReportAvailability {
  switch (status) {
    case 'completed':
    case 'needs_review':
      return { ready: true };
    case 'pending':
    case 'processing':
      return {
        ready: false,
        reason: 'Available once scoring finishes (a few seconds)',
        note: 'Report once scored',
      };
    case 'failed':
      return {
        ready: false,
        reason: 'Scoring failed: re-run it to get a report',
        note: 'No report: scoring failed',
      };
    default:
      return {
        ready: false,
        reason: 'Available once the candidate has submitted the assessment',
        note: 'Report once submitted',
      };
  }
}

/** Seconds as "12 min 5 s" (or "—"). */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
