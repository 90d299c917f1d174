import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { candidateRetentionJob } from './retention.jobs';
import { retentionService } from './retention.service';

export const candidateRetentionJobHandler = handleJob(
  candidateRetentionJob,
  async (_payloads, context: AppContext) => {
    const erased = await retentionService.run(context.db, new Date());
    if (erased > 0)
      context.logger.info({ erased }, 'candidates anonymised (retention period or erasure request)');
  },
);
