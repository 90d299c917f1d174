import type { TSaveAnswerRequest, TSaveAnswerResponse } from '@app/contracts';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';
import type { PendingAnswer } from '../lib/save-queue';

const MAX_TIME_SPENT_MS = 24 * 3600 * 1000;

/**
 * The upsert of one answer; the save queue calls it and retries it. A stale answer (the server holds a
 * newer revision) resolves like a saved one: the newer answer stands.
 */
export function saveAnswer(answer: PendingAnswer) {
  const body: TSaveAnswerRequest = {
    value: answer.value,
    questionIndex: answer.questionIndex,
    timeSpentMs: Math.min(MAX_TIME_SPENT_MS, Math.max(0, Math.round(answer.timeSpentMs))),
    revision: answer.revision,
  };
  return api.put(
    candidateApiPath(`/answers/${encodeURIComponent(answer.questionId)}`),
    body,
    hasFields<TSaveAnswerResponse>('questionId', 'savedAt', 'revision', 'stale'),
  );
}
