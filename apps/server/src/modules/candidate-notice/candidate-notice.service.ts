import {
  CANDIDATE_LANGUAGES,
  type CandidateLanguage,
  NOTICE_NOT_ACKNOWLEDGED,
  type TCandidateNotice,
  type TCandidateNoticeResponse,
} from '@app/contracts';
import type { AppConfig } from '../../config/env';
import type { Executor } from '../../db/client';
import type { ApplicationScope } from '../../db/own-application';
import { translatorFor } from '../../i18n/i18n';
import { AppError, conflict } from '../../lib/app-error';
import { isAiConfigured } from '../ai';
import { publicBrandOf } from '../branding/branding';
import { readingLanguage } from '../candidate-assessment/reading-language';
import { type Acknowledgement, candidateNoticeRepository as repo } from './candidate-notice.repository';
import { buildNotice, noticeVersion } from './notice-builder';

type Deps = { db: Executor; config: AppConfig };

const noRecord = () => new AppError('NOT_FOUND', 'No candidate record is linked to this account.');

export const NOTICE_MESSAGES = {
  notAcknowledged:
    'Please read the notice "Before you start" and confirm that you have read it before starting your first section.',
  changed: 'The notice has changed since you opened it. Please read the new version and confirm again.',
} as const;

type NoticeCandidate = NonNullable<Awaited<ReturnType<typeof repo.candidateInScope>>>;

/** What the candidate's notice is generated from: their company and assessment as they are now. */
async function noticeInput(deps: Deps, candidate: NoticeCandidate, language: CandidateLanguage) {
  const sectionRows = candidate.assessmentId
    ? await repo.sections(deps.db, candidate.id, candidate.assessmentId)
    : [];
  // A white-labelled company is known to its candidates by its display name only.
  const brand = publicBrandOf(candidate);
  return {
    companyName: brand?.displayName ?? candidate.companyName,
    companyEmail: candidate.companyEmail,
    privacyContactEmail: candidate.privacyContactEmail,
    privacyPolicyUrl: candidate.privacyPolicyUrl,
    retentionMonths: candidate.retentionMonths,
    assessmentName: candidate.assessmentName ?? translatorFor(language, 'notice')('assessmentFallback'),
    testMode: candidate.testMode ?? 'pre-built',
    aiConfigured: isAiConfigured(deps.config),
    extraTimeMultiplier: candidate.extraTimeMultiplier,
    sections: sectionRows,
  };
}

type Input = Awaited<ReturnType<typeof noticeInput>>;

/**
 * The versions of a notice's content, by the content without the candidate's own extra time (which the
 * version leaves out) and the language: a cohort reads the same notice, so its hashes are computed once.
 * Bounded: content that changed is dropped oldest first.
 */
const VERSION_CACHE_SIZE = 2000;
const versionCache = new Map<string, string>();

function versionOf(input: Input, language: CandidateLanguage, notice?: TCandidateNotice): string {
  const { extraTimeMultiplier: _own, ...content } = input;
  const key = `${language}:${JSON.stringify(content)}`;
  const cached = versionCache.get(key);
  if (cached) return cached;
  const version = noticeVersion(notice ?? buildNotice(input, language));
  if (versionCache.size >= VERSION_CACHE_SIZE) {
    const oldest = versionCache.keys().next().value;
    if (oldest !== undefined) versionCache.delete(oldest);
  }
  versionCache.set(key, version);
  return version;
}

/** The input in `language`: only the fallback assessment name is written in it. */
const inLanguage = (candidate: NoticeCandidate, input: Input, language: CandidateLanguage): Input => ({
  ...input,
  assessmentName: candidate.assessmentName ?? translatorFor(language, 'notice')('assessmentFallback'),
});

/** The candidate's current notice in the language they read and its version (the hash of that text). */
async function currentNotice(deps: Deps, candidate: NoticeCandidate, acceptLanguage: string | undefined) {
  const language = readingLanguage(candidate, acceptLanguage);
  const input = await noticeInput(deps, candidate, language);
  const notice: TCandidateNotice = buildNotice(input, language);
  return { notice, version: versionOf(input, language, notice), input };
}

/**
 * When the candidate acknowledged the current notice in any language: having read it in any of them is
 * having read the current notice, so switching language later asks for no second acknowledgement. The
 * other languages' versions are only worked out when the candidate acknowledged something.
 */
function acknowledgedAt(candidate: NoticeCandidate, input: Input, acknowledged: Acknowledgement[]) {
  if (acknowledged.length === 0) return null;
  const current = new Set(
    CANDIDATE_LANGUAGES.map((language) => versionOf(inLanguage(candidate, input, language), language)),
  );
  const times = acknowledged.filter((a) => current.has(a.version)).map((a) => a.at);
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

export const candidateNoticeService = {
  /** `acceptLanguage`: the browser's languages, read when neither the candidate nor the assessment chose. */
  async get(deps: Deps, scope: ApplicationScope, acceptLanguage?: string): Promise<TCandidateNoticeResponse> {
    const candidate = await repo.candidateInScope(deps.db, scope);
    if (!candidate) throw noRecord();
    const { notice, version, input } = await currentNotice(deps, candidate, acceptLanguage);
    const at = acknowledgedAt(candidate, input, candidate.acknowledged);
    return { notice, version, acknowledgedAt: at?.toISOString() ?? null };
  },

  /** Stores the notice as read with its version; 409 when the version is no longer the current one. */
  async acknowledge(
    deps: Deps,
    scope: ApplicationScope,
    version: string,
    acceptLanguage?: string,
  ): Promise<TCandidateNoticeResponse> {
    const candidate = await repo.candidateInScope(deps.db, scope);
    if (!candidate) throw noRecord();
    const current = await currentNotice(deps, candidate, acceptLanguage);
    if (current.version !== version) throw conflict(NOTICE_MESSAGES.changed);
    await repo.acknowledge(deps.db, {
      companyId: candidate.companyId,
      candidateId: candidate.id,
      version,
      notice: current.notice,
    });
    const acknowledged = await repo.acknowledgements(deps.db, candidate.id);
    const at = acknowledgedAt(candidate, current.input, acknowledged);
    return { notice: current.notice, version, acknowledgedAt: at?.toISOString() ?? null };
  },

  /**
   * The gate before a first section (issue 21): refused with 409 CONFLICT and details.reason
   * NOTICE_NOT_ACKNOWLEDGED until the current version is acknowledged.
   */
  async assertAcknowledged(deps: Deps, scope: ApplicationScope): Promise<void> {
    const candidate = await repo.candidateInScope(deps.db, scope);
    if (!candidate) throw noRecord();
    const { version, input } = await currentNotice(deps, candidate, undefined);
    if (acknowledgedAt(candidate, input, candidate.acknowledged)) return;
    throw new AppError('CONFLICT', NOTICE_MESSAGES.notAcknowledged, {
      reason: NOTICE_NOT_ACKNOWLEDGED,
      version,
    });
  },
};
