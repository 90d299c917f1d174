import {
  CANDIDATE_LANGUAGES,
  type CandidateLanguage,
  NOTICE_NOT_ACKNOWLEDGED,
  type TCandidateNotice,
  type TCandidateNoticeResponse,
} from '@app/contracts';
import type { AppConfig } from '../../config/env';
import type { Executor } from '../../db/client';
import { translatorFor } from '../../i18n/i18n';
import { AppError, conflict } from '../../lib/app-error';
import { isAiConfigured } from '../ai';
import { publicBrandOf } from '../branding/branding';
import { readingLanguage } from '../candidate-assessment/reading-language';
import { candidateNoticeRepository as repo } from './candidate-notice.repository';
import { buildNotice, noticeVersion } from './notice-builder';

type Deps = { db: Executor; config: AppConfig };

const noRecord = () => new AppError('NOT_FOUND', 'No candidate record is linked to this account.');

export const NOTICE_MESSAGES = {
  notAcknowledged:
    'Please read the notice "Before you start" and confirm that you have read it before starting your first section.',
  changed: 'The notice has changed since you opened it. Please read the new version and confirm again.',
} as const;

type NoticeCandidate = NonNullable<Awaited<ReturnType<typeof repo.candidateOfUser>>>;

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

/** The candidate's current notice in the language they read and its version (the hash of that text). */
async function currentNotice(deps: Deps, candidate: NoticeCandidate, acceptLanguage: string | undefined) {
  const language = readingLanguage(candidate, acceptLanguage);
  const notice: TCandidateNotice = buildNotice(await noticeInput(deps, candidate, language), language);
  return { notice, version: noticeVersion(notice) };
}

/**
 * The current notice's version in every language: having read and acknowledged it in any of them is
 * having read the current notice, so switching language later asks for no second acknowledgement.
 */
async function versionsInEveryLanguage(deps: Deps, candidate: NoticeCandidate): Promise<string[]> {
  const input = await noticeInput(deps, candidate, 'en');
  return CANDIDATE_LANGUAGES.map((language) => {
    const assessmentName =
      candidate.assessmentName ?? translatorFor(language, 'notice')('assessmentFallback');
    return noticeVersion(buildNotice({ ...input, assessmentName }, language));
  });
}

export const candidateNoticeService = {
  /** `acceptLanguage`: the browser's languages, read when neither the candidate nor the assessment chose. */
  async get(deps: Deps, userId: string, acceptLanguage?: string): Promise<TCandidateNoticeResponse> {
    const candidate = await repo.candidateOfUser(deps.db, userId);
    if (!candidate) throw noRecord();
    const { notice, version } = await currentNotice(deps, candidate, acceptLanguage);
    const acknowledgedAt = await repo.acknowledgedAt(
      deps.db,
      candidate.id,
      await versionsInEveryLanguage(deps, candidate),
    );
    return { notice, version, acknowledgedAt: acknowledgedAt?.toISOString() ?? null };
  },

  /** Stores the notice as read with its version; 409 when the version is no longer the current one. */
  async acknowledge(
    deps: Deps,
    userId: string,
    version: string,
    acceptLanguage?: string,
  ): Promise<TCandidateNoticeResponse> {
    const candidate = await repo.candidateOfUser(deps.db, userId);
    if (!candidate) throw noRecord();
    const current = await currentNotice(deps, candidate, acceptLanguage);
    if (current.version !== version) throw conflict(NOTICE_MESSAGES.changed);
    await repo.acknowledge(deps.db, {
      companyId: candidate.companyId,
      candidateId: candidate.id,
      version,
      notice: current.notice,
    });
    return candidateNoticeService.get(deps, userId, acceptLanguage);
  },

  /**
   * The gate before a first section (issue 21): refused with 409 CONFLICT and details.reason
   * NOTICE_NOT_ACKNOWLEDGED until the current version is acknowledged.
   */
  async assertAcknowledged(deps: Deps, userId: string): Promise<void> {
    const candidate = await repo.candidateOfUser(deps.db, userId);
    if (!candidate) throw noRecord();
    const versions = await versionsInEveryLanguage(deps, candidate);
    if (await repo.acknowledgedAt(deps.db, candidate.id, versions)) return;
    const { version } = await currentNotice(deps, candidate, undefined);
    throw new AppError('CONFLICT', NOTICE_MESSAGES.notAcknowledged, {
      reason: NOTICE_NOT_ACKNOWLEDGED,
      version,
    });
  },
};
