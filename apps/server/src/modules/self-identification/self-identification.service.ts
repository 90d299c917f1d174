import {
  answersOutsideRegion,
  asksSelfIdentification,
  FAIRNESS_REGION_REQUIRED,
  isSelfIdentificationRegion,
  type TFairnessSettings,
  type TFairnessSettingsInput,
  type TSelfIdentificationInput,
  type TSelfIdentificationStatus,
} from '@app/contracts';
import type { Database } from '../../db/client';
import type { ApplicationScope } from '../../db/own-application';
import { AppError, conflict, forbidden } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { selfIdentificationRepository as repo } from './self-identification.repository';

export const SELF_IDENTIFICATION_MESSAGES = {
  notSubmitted: 'These questions are asked only after your final submission.',
  notAsked: 'This company does not ask these questions.',
  notOffered: 'Choose one of the answers offered for each question.',
} as const;

async function ownCandidate(db: Database, scope: ApplicationScope) {
  const candidate = await repo.candidateInScope(db, scope);
  if (!candidate) throw forbidden('Your account has no candidate record.');
  return candidate;
}

/**
 * Voluntary self-identification (issue 20, decision 017): offered only after the final submission, so it
 * can play no part in the assessment, and only when the company asks: switched on and a region chosen,
 * whose questions are the ones asked (decision 036). The candidate may answer again (a correction replaces
 * the row); nobody, the candidate included, reads the answers back.
 */
export const selfIdentificationService = {
  async status(db: Database, scope: ApplicationScope): Promise<TSelfIdentificationStatus> {
    const candidate = await ownCandidate(db, scope);
    const asks = asksSelfIdentification({
      selfIdentificationEnabled: candidate.enabled,
      fairnessRegion: candidate.region,
    });
    const asked = asks && candidate.test_status === 'submitted';
    return {
      asked,
      answered: candidate.answered,
      region: asked && isSelfIdentificationRegion(candidate.region) ? candidate.region : null,
    };
  },

  async answer(
    db: Database,
    scope: ApplicationScope,
    answers: TSelfIdentificationInput,
  ): Promise<TSelfIdentificationStatus> {
    const candidate = await ownCandidate(db, scope);
    const region = candidate.region;
    if (!candidate.enabled || !isSelfIdentificationRegion(region))
      throw conflict(SELF_IDENTIFICATION_MESSAGES.notAsked);
    if (candidate.test_status !== 'submitted') throw conflict(SELF_IDENTIFICATION_MESSAGES.notSubmitted);
    // Another region's key (the API accepts every region's) is not an answer to this company's question.
    const outside = answersOutsideRegion(region, answers);
    if (outside.length > 0) {
      throw new AppError('VALIDATION_ERROR', SELF_IDENTIFICATION_MESSAGES.notOffered, {
        fieldErrors: Object.fromEntries(
          outside.map(({ slot }) => [slot, SELF_IDENTIFICATION_MESSAGES.notOffered]),
        ),
      });
    }
    await repo.save(db, candidate.id, candidate.company_id, region, answers);
    return { asked: true, answered: true, region };
  },

  settings: (db: Database, actor: Actor) => repo.settings(db, companyOf(actor)),

  /**
   * Saves the settings; a body without a region (a client of the release before) keeps the company's. The
   * questions cannot be on without a region: they would be asked in no region's words.
   */
  async setSettings(db: Database, actor: Actor, input: TFairnessSettingsInput): Promise<TFairnessSettings> {
    const companyId = companyOf(actor);
    const settings: TFairnessSettings = {
      ...input,
      fairnessRegion: input.fairnessRegion ?? (await repo.settings(db, companyId)).fairnessRegion,
    };
    if (settings.selfIdentificationEnabled && !isSelfIdentificationRegion(settings.fairnessRegion)) {
      throw new AppError('VALIDATION_ERROR', FAIRNESS_REGION_REQUIRED, {
        fieldErrors: { fairnessRegion: FAIRNESS_REGION_REQUIRED },
      });
    }
    await repo.setSettings(db, companyId, settings);
    return settings;
  },
};
