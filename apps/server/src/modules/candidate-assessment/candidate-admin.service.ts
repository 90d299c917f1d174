import type { TCandidate } from '@app/contracts';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { candidatesService, companyOf } from '../candidates/candidates.service';
import { candidateRepository, candidateAdminRepository as repo } from './candidate-assessment.repository';
import { isLocked, MESSAGES } from './rules';
import { scheduleSectionTimeout } from './section-timeout.jobs';

type Deps = Pick<AppContext, 'db' | 'jobs' | 'logger'>;

export const candidateAdminService = {
  /**
   * Back to completed, so the candidate can submit again; locked_by / lock_reason record the admin and
   * the reason (decision 006). The sections stay closed: an unlock gives no time back.
   */
  async unlock(db: AppContext['db'], actor: Actor, candidateId: string, reason: string): Promise<TCandidate> {
    const companyId = companyOf(actor);
    await db.transaction(async (tx) => {
      const candidate = await repo.lockForCompany(tx, companyId, candidateId);
      if (!candidate) throw notFound('Candidate');
      if (!isLocked(candidate.testStatus)) throw conflict(MESSAGES.onlySubmittedUnlock);
      await repo.unlock(tx, candidateId, actor.session.user.id, reason);
    });
    return candidatesService.get(db, actor, candidateId);
  },

  /**
   * Applies to every section not started yet (their deadline is fixed when they start) and to open
   * attempts: the time left is scaled by new ÷ old and the timeout job rescheduled.
   */
  async setAccommodations(
    deps: Deps,
    actor: Actor,
    candidateId: string,
    multiplier: number,
  ): Promise<TCandidate> {
    const companyId = companyOf(actor);
    const moved = await deps.db.transaction(async (tx) => {
      const candidate = await repo.lockForCompany(tx, companyId, candidateId);
      if (!candidate) throw notFound('Candidate');
      await repo.setMultiplier(tx, candidateId, multiplier);
      const ratio = multiplier / candidate.extraTimeMultiplier;
      return ratio === 1 ? [] : candidateRepository.rescaleOpenAttempts(tx, candidateId, ratio);
    });
    for (const attempt of moved) {
      await scheduleSectionTimeout(deps.jobs, { candidateId, ...attempt }).catch((error: unknown) =>
        deps.logger.error({ err: error, candidateId }, 'could not reschedule the section timeout'),
      );
    }
    return candidatesService.get(deps.db, actor, candidateId);
  },
};
