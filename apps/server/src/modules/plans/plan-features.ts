import { PLAN_FEATURE_MESSAGES } from '@app/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { planOf } from './plans';
import { plansRepository } from './plans.repository';

/** Whether the company is on the Enterprise plan (false for an unknown company). */
export async function isEnterprise(db: Executor, companyId: string): Promise<boolean> {
  const company = await plansRepository.company(db, companyId);
  return company !== null && company !== undefined && planOf(company.plan).id === 'enterprise';
}

/**
 * Refuses an enterprise-only feature (API, webhooks, white-label, bulk operations) on the Startup plan:
 * 402 PLAN_FEATURE with a message that leads to /contact, the same code for every such feature.
 */
export async function assertEnterprise(db: Executor, companyId: string, message: string): Promise<void> {
  if (!(await isEnterprise(db, companyId))) throw new AppError('PLAN_FEATURE', message);
}

/**
 * Bulk operations (several candidates in one request: delete, export of a selection, resend, reports
 * ZIP) are an Enterprise feature; one candidate at a time stays open on every plan.
 */
export async function assertBulkAllowed(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<void> {
  if (new Set(ids).size > 1) await assertEnterprise(db, companyId, PLAN_FEATURE_MESSAGES.bulkOperations);
}
