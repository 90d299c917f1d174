import { AppError } from '../../lib/app-error';
import { planOf } from './plans';
import { type Executor, plansRepository } from './plans.repository';

/**
 * Refuses an enterprise-only feature (API, webhooks, white-label, bulk operations) on the Startup plan:
 * 402 PLAN_FEATURE with a message that leads to /contact, the same code for every such feature.
 */
export async function assertEnterprise(db: Executor, companyId: string, message: string): Promise<void> {
  const company = await plansRepository.company(db, companyId);
  if (!company || planOf(company.plan).id !== 'enterprise') throw new AppError('PLAN_FEATURE', message);
}
