import { createHash } from 'node:crypto';
import {
  type CandidateLanguage,
  INTEGRITY_EVENT_TYPES,
  type TCandidateNotice,
  type TIntegrityEventType,
  type TNoticeSection,
} from '@app/contracts';
import { type Translate, translatorFor } from '../../i18n/i18n';

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
const SIGNAL_KEYS: Record<TIntegrityEventType, `signal.${TIntegrityEventType}`> = {
  tab_hidden: 'signal.tab_hidden',
  window_blur: 'signal.window_blur',
  paste: 'signal.paste',
  fullscreen_exit: 'signal.fullscreen_exit',
};

function sectionOf(section: NoticeInput['sections'][number], input: NoticeInput): TNoticeSection {
  return {
    name: section.name,
    measures: section.description.trim() || section.category,
    category: section.category,
    minutes: section.timeLimitMinutes,
    // Rounded up like the section clock's seconds: the notice never promises less than the clock gives.
    yourMinutes: Math.ceil(section.timeLimitMinutes * input.extraTimeMultiplier - 1e-9),
    gradedBy: !section.openEnded ? 'key' : input.aiConfigured ? 'ai' : 'person',
  };
}

function aiStatements(t: Translate<'notice'>, input: NoticeInput, sections: TNoticeSection[]) {
  const questionsWrittenByAi =
    input.aiConfigured && (input.testMode === 'ai-generated' || input.testMode === 'hybrid');
  const answersGradedByAi = sections.some((s) => s.gradedBy === 'ai');
  const ratedByPeople = sections.some((s) => s.gradedBy === 'person');
  const statements = [t(questionsWrittenByAi ? 'ai.questionsByAi' : 'ai.questionsFromBank')];
  if (answersGradedByAi) statements.push(t('ai.gradedByAi'));
  if (ratedByPeople) statements.push(t('ai.ratedByPeople'));
  if (!answersGradedByAi && !ratedByPeople) statements.push(t('ai.keyOnly'));
  return { questionsWrittenByAi, answersGradedByAi, ratedByPeople, statements };
}

/**
 * The notice a candidate reads before their first section (issue 21), in their language (issue 23): its
 * version is then the hash of the text they read, so an acknowledgement records what they understood.
 */
export function buildNotice(input: NoticeInput, language: CandidateLanguage = 'en'): TCandidateNotice {
  const t = translatorFor(language, 'notice');
  const sections = input.sections.map((section) => sectionOf(section, input));
  const company = input.companyName;
  return {
    companyName: company,
    assessmentName: input.assessmentName,
    sections,
    extraTimeMultiplier: input.extraTimeMultiplier,
    ai: aiStatements(t, input, sections),
    humanDecision: t('humanDecision', { company }),
    integrity: {
      signals: INTEGRITY_EVENT_TYPES.map((type) => ({ type, label: t(SIGNAL_KEYS[type]) })),
      statement: t('integrity'),
    },
    retention: {
      months: input.retentionMonths,
      statement: t('retention', { company, months: input.retentionMonths }),
    },
    accommodations: t('accommodations'),
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
