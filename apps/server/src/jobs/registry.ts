import { pipelineJob } from '../modules/assessments/pipeline.jobs';
import { sectionTimeoutJob } from '../modules/candidate-assessment/section-timeout.jobs';
import { evaluationJob } from '../modules/evaluations/evaluation.jobs';
import { sendMailJob } from '../modules/mail/mail.jobs';
import { webhookDeliverJob } from '../modules/webhooks/webhook.jobs';
import type { JobDefinition } from './define-job';

// biome-ignore lint/suspicious/noExplicitAny: heterogeneous payload types of the registered jobs
export const jobDefinitions: JobDefinition<any>[] = [
  sendMailJob,
  pipelineJob,
  sectionTimeoutJob,
  evaluationJob,
  webhookDeliverJob,
];
