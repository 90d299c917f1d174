import type { Database } from '../../db/client';
import { eraseCandidates } from './erasure.service';
import { retentionRepository } from './retention.repository';

/** Candidates erased per transaction: a large backlog is taken in bounded steps. */
const BATCH = 500;

export const retentionService = {
  /** Erases everyone due at `now` (retention passed, or a request waiting too long); answers how many. */
  async run(db: Database, now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await retentionRepository.due(db, now, BATCH);
      if (due.length === 0) return total;
      for (const reason of ['retention', 'request'] as const) {
        const ids = due.filter((d) => d.reason === reason).map((d) => d.id);
        total += (
          await eraseCandidates(db, ids, {
            actor: { kind: 'system', userId: null, name: null, ip: null },
            reason,
            now,
          })
        ).length;
      }
      if (due.length < BATCH) return total;
    }
  },
};
