import type { TFairnessSettings, TSelfIdentificationInput, TSelfIdentificationStatus } from '@app/contracts';
import type { Database } from '../../db/client';
import type { ApplicationScope } from '../../db/own-application';
import { conflict, forbidden } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { companyOf } from '../candidates/candidates.service';
import { selfIdentificationRepository as repo } from './self-identification.repository';

export const SELF_IDENTIFICATION_MESSAGES = {
  notSubmitted: 'These questions are asked only after your final submission.',
  notAsked: 'This company does not ask these questions.',
} as const;

async function ownCandidate(db: Database, scope: ApplicationScope) {
  const candidate = await repo.candidateInScope(db, scope);
  if (!candidate) throw forbidden('Your account has no candidate record.');
  return candidate;
}

/**
 * Voluntary self-identification (issue 20, decision 017): offered only after the final submission, so it
 * can play no part in the assessment, and only when the company asks. The candidate may answer again (a
 * correction replaces the row); nobody, the candidate included, reads the answers back.
 */
export const selfIdentificationService = {
  async status(db: Database, scope: ApplicationScope): Promise<TSelfIdentificationStatus> {
    const candidate = await ownCandidate(db, scope);
    return {
      asked: candidate.asked && candidate.test_status === 'submitted',
      answered: candidate.answered,
    };
  },

  async answer(
    db: Database,
    scope: ApplicationScope,
    answers: TSelfIdentificationInput,
  ): Promise<TSelfIdentificationStatus> {
    const candidate = await ownCandidate(db, scope);
    if (!candidate.asked) throw conflict(SELF_IDENTIFICATION_MESSAGES.notAsked);
    if (candidate.test_status !== 'submitted') throw conflict(SELF_IDENTIFICATION_MESSAGES.notSubmitted);
    await repo.save(db, candidate.id, candidate.company_id, answers);
    return { asked: true, answered: true };
  },

  settings: (db: Database, actor: Actor) => repo.settings(db, companyOf(actor)),

  async setSettings(db: Database, actor: Actor, settings: TFairnessSettings): Promise<TFairnessSettings> {
    await repo.setSettings(db, companyOf(actor), settings);
    return settings;
  },
};
