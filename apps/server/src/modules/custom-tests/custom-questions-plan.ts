import { PLAN_FEATURE_MESSAGES, STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT } from '@app/contracts';
import type { Executor } from '../../db/client';
import type { SelectedTestSnapshot } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isEnterprise } from '../plans/plan-features';
import { CUSTOM_SUB_CATEGORY } from './custom-test-kind';

/** What one candidate of the assessment gets from its custom tests (their snapshots' question counts). */
export const customQuestionsOf = (tests: readonly SelectedTestSnapshot[]) =>
  tests
    .filter((test) => test.subCategory === CUSTOM_SUB_CATEGORY)
    .reduce((sum, test) => sum + test.questionCount, 0);

/**
 * The Startup plan includes STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT custom questions per assessment, all its
 * custom tests together; more is an Enterprise feature (402 PLAN_FEATURE, the message leading to /contact).
 */
export async function assertCustomQuestionsWithinPlan(
  db: Executor,
  companyId: string,
  tests: readonly SelectedTestSnapshot[],
): Promise<void> {
  const customQuestions = customQuestionsOf(tests);
  if (customQuestions <= STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT) return;
  if (await isEnterprise(db, companyId)) return;
  throw new AppError('PLAN_FEATURE', PLAN_FEATURE_MESSAGES.customQuestions, {
    customQuestions,
    limit: STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT,
  });
}
