import {
  NOTICE_NOT_ACKNOWLEDGED,
  type TCandidateNotice,
  type TCandidateNoticeResponse,
} from '@app/contracts';
import type { AppConfig } from '../../config/env';
import type { Executor } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { isAiConfigured } from '../ai';
import { publicBrandOf } from '../branding/branding';
import { candidateNoticeRepository as repo } from './candidate-notice.repository';
import { buildNotice, noticeVersion } from './notice-builder';

type Deps = { db: Executor; config: AppConfig };

const noRecord = () => new AppError('NOT_FOUND', 'No candidate record is linked to this account.');

export const NOTICE_MESSAGES = {
  notAcknowledged:
    'Please read the notice "Before you start" and confirm that you have read it before starting your first section.',
  changed: 'The notice has changed since you opened it. Please read the new version and confirm again.',
} as const;

/** The candidate's current notice and its version, generated from their company and assessment. */
async function currentNotice(
  deps: Deps,
  candidate: NonNullable<Awaited<ReturnType<typeof repo.candidateOfUser>>>,
) {
  const sectionRows = candidate.assessmentId
    ? await repo.sections(deps.db, candidate.id, candidate.assessmentId)
    : [];
  // A white-labelled company is known to its candidates by its display name only.
  const brand = publicBrandOf(candidate);
  const notice: TCandidateNotice = buildNotice({
    companyName: brand?.displayName ?? candidate.companyName,
    companyEmail: candidate.companyEmail,
    privacyContactEmail: candidate.privacyContactEmail,
    privacyPolicyUrl: candidate.privacyPolicyUrl,
    retentionMonths: candidate.retentionMonths,
    assessmentName: candidate.assessmentName ?? 'Your assessment',
    testMode: candidate.testMode ?? 'pre-built',
    aiConfigured: isAiConfigured(deps.config),
    extraTimeMultiplier: candidate.extraTimeMultiplier,
    sections: sectionRows,
  });
  return { notice, version: noticeVersion(notice) };
}

export const candidateNoticeService = {
  async get(deps: Deps, userId: string): Promise<TCandidateNoticeResponse> {
    const candidate = await repo.candidateOfUser(deps.db, userId);
    if (!candidate) throw noRecord();
    const { notice, version } = await currentNotice(deps, candidate);
    const acknowledgedAt = await repo.acknowledgedAt(deps.db, candidate.id, version);
    return { notice, version, acknowledgedAt: acknowledgedAt?.toISOString() ?? null };
  },

  /** Stores the notice as read with its version; 409 when the version is no longer the current one. */
  async acknowledge(deps: Deps, userId: string, version: string): Promise<TCandidateNoticeResponse> {
    const candidate = await repo.candidateOfUser(deps.db, userId);
    if (!candidate) throw noRecord();
    const current = await currentNotice(deps, candidate);
    if (current.version !== version) throw conflict(NOTICE_MESSAGES.changed);
    await repo.acknowledge(deps.db, {
      companyId: candidate.companyId,
      candidateId: candidate.id,
      version,
      notice: current.notice,
    });
    return candidateNoticeService.get(deps, userId);
  },

  /**
   * The gate before a first section (issue 21): refused with 409 CONFLICT and details.reason
   * NOTICE_NOT_ACKNOWLEDGED until the current version is acknowledged.
   */
  async assertAcknowledged(deps: Deps, userId: string): Promise<void> {
    const candidate = await repo.candidateOfUser(deps.db, userId);
    if (!candidate) throw noRecord();
    const { version } = await currentNotice(deps, candidate);
    if (await repo.acknowledgedAt(deps.db, candidate.id, version)) return;
    throw new AppError('CONFLICT', NOTICE_MESSAGES.notAcknowledged, {
      reason: NOTICE_NOT_ACKNOWLEDGED,
      version,
    });
  },
};
