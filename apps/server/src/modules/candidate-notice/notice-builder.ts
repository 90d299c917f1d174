import { createHash } from 'node:crypto';
import {
  INTEGRITY_EVENT_TYPES,
  type TCandidateNotice,
  type TIntegrityEventType,
  type TNoticeSection,
} from '@app/contracts';

/** What the notice is generated from: the assessment as it runs, never text an admin writes. */
export type NoticeInput = {
  companyName: string;
  companyEmail: string;
  privacyContactEmail: string | null;
  privacyPolicyUrl: string | null;
  retentionMonths: number;
  assessmentName: string;
  testMode: string;
  aiConfigured: boolean;
  extraTimeMultiplier: number;
  sections: {
    name: string;
    description: string;
    category: string;
    timeLimitMinutes: number;
    openEnded: boolean;
  }[];
};

/** Every integrity event type the server accepts (INTEGRITY_EVENT_TYPES), in the candidate's words. */
const SIGNAL_LABELS: Record<TIntegrityEventType, string> = {
  tab_hidden: 'Switching to another tab or minimising the window',
  window_blur: 'Moving the focus to another window',
  paste: 'Pasting text into an answer',
  fullscreen_exit: 'Leaving full screen',
};

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

function sectionOf(section: NoticeInput['sections'][number], input: NoticeInput): TNoticeSection {
  return {
    name: section.name,
    measures: section.description.trim() || section.category,
    category: section.category,
    minutes: section.timeLimitMinutes,
    // Rounded up like the section clock's seconds: the notice never promises less than the clock gives.
    yourMinutes: Math.ceil(section.timeLimitMinutes * input.extraTimeMultiplier - 1e-9),
    gradedBy: !section.openEnded ? 'key' : input.aiConfigured ? 'ai' : 'heuristic',
  };
}

function aiStatements(input: NoticeInput, sections: TNoticeSection[]) {
  const questionsWrittenByAi =
    input.aiConfigured && (input.testMode === 'ai-generated' || input.testMode === 'hybrid');
  const answersGradedByAi = sections.some((s) => s.gradedBy === 'ai');
  const heuristicGrading = sections.some((s) => s.gradedBy === 'heuristic');
  const statements = [
    questionsWrittenByAi
      ? 'Some questions were written by an AI model for this role; each was checked automatically before use and is scored with a fixed answer key.'
      : 'Every question comes from a fixed, reviewed question bank: no question was written by AI for you.',
  ];
  if (answersGradedByAi)
    statements.push(
      'Written answers are graded by an AI model, twice, against a fixed rubric; when the two gradings disagree the answer is marked for a person to review.',
    );
  if (heuristicGrading)
    statements.push(
      'Written answers get a provisional grade from a simple offline rule (no AI model is used); a person confirms or changes it.',
    );
  if (!answersGradedByAi && !heuristicGrading)
    statements.push('Every answer is scored with a fixed answer key: no AI model grades your answers.');
  return { questionsWrittenByAi, answersGradedByAi, heuristicGrading, statements };
}

/** The notice a candidate reads before their first section (issue 21). */
export function buildNotice(input: NoticeInput): TCandidateNotice {
  const sections = input.sections.map((section) => sectionOf(section, input));
  const company = input.companyName;
  return {
    companyName: company,
    assessmentName: input.assessmentName,
    sections,
    extraTimeMultiplier: input.extraTimeMultiplier,
    ai: aiStatements(input, sections),
    humanDecision: `A person at ${company} makes every decision about your application. No score, signal or AI output decides anything by itself; a machine grade is confirmed by a person before anyone is rejected on it.`,
    integrity: {
      signals: INTEGRITY_EVENT_TYPES.map((type) => ({ type, label: SIGNAL_LABELS[type] })),
      statement:
        'While a section is open, the test records when these happen, with the time. They are counted for the reviewers; none of them decides anything by itself, and nothing else on your device is recorded (no camera, microphone or screen).',
    },
    retention: {
      months: input.retentionMonths,
      statement: `${company} keeps your data for ${months(input.retentionMonths)} after this assessment closes; it is then anonymised. You can download your data or ask for it to be erased at any time.`,
    },
    accommodations:
      'If you need extra time or another adjustment (for a disability, a health condition or anything else), or another way to be assessed, ask before you start with the request form below. You do not have to say more than you wish to.',
    contactEmail: input.privacyContactEmail ?? input.companyEmail,
    privacyPolicyUrl: input.privacyPolicyUrl,
  };
}

/** JSON with every object's keys sorted, so equal content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of the notice's canonical JSON, the candidate's own times left out: granting the extra time
 * they asked for changes their clock, not what they were told about the processing, and asks for no
 * second acknowledgement. Everything else that changes (a section, AI use, retention, contact) does.
 */
export function noticeVersion(notice: TCandidateNotice): string {
  const { extraTimeMultiplier: _own, sections, ...rest } = notice;
  const shared = { ...rest, sections: sections.map(({ yourMinutes: _mine, ...section }) => section) };
  return createHash('sha256').update(canonicalJson(shared)).digest('hex');
}
