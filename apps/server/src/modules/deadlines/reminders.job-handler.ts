import type { AppContext } from '../../context';
import { handleJob } from '../../jobs/define-job';
import { sendDueReminders } from './deadlines.service';
import { remindersJob } from './reminders.jobs';

export const remindersJobHandler = handleJob(remindersJob, async (_payloads, context: AppContext) => {
  // One run however many payloads the batch holds: each run looks at everything due.
  await sendDueReminders(context, new Date());
});
