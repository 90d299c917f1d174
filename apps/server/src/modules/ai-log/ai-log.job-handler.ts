import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { aiLogRetentionJob } from './ai-log.jobs';
import { aiLogService } from './ai-log.service';

export const aiLogRetentionJobHandler = handleJob(
  aiLogRetentionJob,
  async (_payloads, context: AppContext) => {
    const deleted = await aiLogService.deleteExpired(context.db, new Date());
    if (deleted > 0) context.logger.info({ deleted }, 'AI calls past their retention period deleted');
  },
);
