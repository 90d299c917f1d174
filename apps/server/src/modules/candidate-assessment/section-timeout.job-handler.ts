import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { candidateRepository } from './candidate-assessment.repository';
import { closeExpired, notifyCandidateChanged } from './section-clock';
import { sectionTimeoutJob } from './section-timeout.jobs';

export const sectionTimeoutJobHandler = handleJob(
  sectionTimeoutJob,
  async (payloads, context: AppContext) => {
    for (const { candidateId, sectionId } of payloads) {
      const candidate = await candidateRepository.byId(context.db, candidateId);
      if (!candidate) continue; // deleted meanwhile
      // One transaction: closing the last section and completing the assessment commit together, so a
      // crash between them cannot leave a closed section beside an assessment still in progress.
      const { closed, completed } = await context.db.transaction(async (tx) => {
        // The candidate before its attempt, as every path locks them (decision 006): holding the attempt
        // first, this could deadlock with a final submission that holds the candidate and closes it.
        await candidateRepository.lockKeyShare(tx, candidate.id);
        return closeExpired(tx, candidate, sectionId);
      });
      // Completing updates the candidate's row, whose trigger notifies; otherwise tell the candidate's
      // open dashboards that a section closed.
      if (closed && !completed) await notifyCandidateChanged(context.db, candidate);
    }
  },
);
