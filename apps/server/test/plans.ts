import type { TPlanId } from '@app/contracts';
import type { AppContext } from '../src/context';
import { plansRepository } from '../src/modules/plans/plans.repository';

/**
 * Puts a test company on a plan, by default Enterprise with room for any upload a test makes, so tests
 * of large files are not refused by the Startup plan's 1,000 test generations a month.
 */
export async function givePlan(
  context: Pick<AppContext, 'db'>,
  companyId: string,
  plan: TPlanId = 'enterprise',
  generationLimit: number | null = 1_000_000,
) {
  await plansRepository.setPlan(context.db, companyId, { plan, generationLimit });
}
