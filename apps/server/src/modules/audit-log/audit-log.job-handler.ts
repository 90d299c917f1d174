import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { auditLogRetentionJob } from './audit-log.jobs';
import { auditLogService } from './audit-log.service';

export const auditLogRetentionJobHandler = handleJob(
  auditLogRetentionJob,
  async (_payloads, context: AppContext) => {
    const deleted = await auditLogService.deleteExpired(context.db, new Date());
    if (deleted > 0)
      context.logger.info({ deleted }, 'audit log entries past their retention period deleted');
  },
);
