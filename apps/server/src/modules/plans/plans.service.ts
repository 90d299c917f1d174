import type { TPlanId, TPlanUsage } from '@app/contracts';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { overLimitMessage, planUsageOf } from './plans';
import { plansRepository } from './plans.repository';

/** The company's plan, limit and this month's usage (generated forms, plus candidates waiting for theirs). */
export async function planUsage(db: Executor, companyId: string): Promise<TPlanUsage> {
  const company = await plansRepository.company(db, companyId);
  if (!company) throw new Error(`company ${companyId} not found`);
  const counts = await plansRepository.counts(db, companyId);
  return planUsageOf(company, counts, counts.period);
}

/**
 * The same, read inside an admission's transaction after locking the company's row: until the
 * transaction ends no other admission of the company can start, so what is left cannot be spent twice.
 */
export async function lockedPlanUsage(tx: Executor, companyId: string): Promise<TPlanUsage> {
  const company = await plansRepository.lockCompany(tx, companyId);
  if (!company) throw new Error(`company ${companyId} not found`);
  const counts = await plansRepository.counts(tx, companyId);
  return planUsageOf(company, counts, counts.period);
}

/** Refuses (402) `needed` more generations when they do not fit in what the plan has left this month. */
export function assertWithinPlan(usage: TPlanUsage, needed: number, what: 'upload' | 'candidate'): void {
  const message = overLimitMessage(usage, needed, what);
  if (message) throw new AppError('PLAN_LIMIT_REACHED', message, { ...usage, needed });
}

/**
 * `npm run set-plan`: puts a company (by exact name or id) on a plan. `limit` is an agreed number of
 * generations a month, null for the plan's default, undefined to keep the company's current override.
 */
export async function setCompanyPlan(
  db: Executor,
  input: { company: string; plan: TPlanId; limit?: number | null },
): Promise<{
  companyId: string;
  previousPlan: string;
  name: string;
  usage: TPlanUsage;
  agreedLimit: boolean;
}> {
  const found = await plansRepository.findCompanies(db, input.company);
  if (found.length === 0) throw new AppError('NOT_FOUND', `No company is named "${input.company}".`);
  const [company, ...others] = found;
  if (!company || others.length > 0) {
    const list = found.map((c) => `  ${c.id}  ${c.name} <${c.email}>`).join('\n');
    throw new AppError(
      'CONFLICT',
      `${found.length} companies are named "${input.company}"; pass one's id as --company instead:\n${list}`,
    );
  }
  const generationLimit = input.limit === undefined ? company.generationLimit : input.limit;
  await plansRepository.setPlan(db, company.id, { plan: input.plan, generationLimit });
  return {
    companyId: company.id,
    previousPlan: company.plan,
    name: company.name,
    usage: await planUsage(db, company.id),
    agreedLimit: generationLimit !== null,
  };
}
