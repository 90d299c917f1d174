import { PLAN_IDS, type TPlanId } from '@app/contracts';
import { isPlanId } from '../modules/plans/plans';
import { readOptions, UsageError } from './command-line';

export const SET_PLAN_USAGE = `Usage: npm run set-plan -- --company "NAME or id" --plan ${PLAN_IDS.join('|')} [--limit N|default]`;
/** companies.generation_limit is a PostgreSQL integer. */
const MAX_LIMIT = 2_147_483_647;

export type SetPlanArgs = {
  company: string;
  plan: TPlanId;
  /** An agreed number of generations a month; null: the plan's default; absent: keep the current one. */
  limit?: number | null;
};

/**
 * `npm run set-plan`'s arguments; throws an Error whose message is what to print: a UsageError for a
 * command line it cannot read.
 */
export function parseSetPlanArgs(args: string[]): SetPlanArgs {
  const values = readOptions(
    args,
    { company: { type: 'string' }, plan: { type: 'string' }, limit: { type: 'string' } },
    SET_PLAN_USAGE,
  );
  const company = values.company?.trim();
  if (!company || !values.plan) throw new UsageError(`--company and --plan are required.\n${SET_PLAN_USAGE}`);
  const plan = values.plan.trim().toLowerCase();
  if (!isPlanId(plan)) {
    throw new Error(`Unknown plan "${values.plan}": use ${PLAN_IDS.join(' or ')}.\n${SET_PLAN_USAGE}`);
  }
  if (values.limit === undefined) return { company, plan };
  const raw = values.limit.trim().toLowerCase();
  if (raw === 'default') return { company, plan, limit: null };
  const digits = raw.replace(/[,_]/g, '');
  const limit = Number(digits);
  if (!/^\d+$/.test(digits) || limit > MAX_LIMIT) {
    throw new Error(
      `--limit must be a whole number of test generations a month (at most ${MAX_LIMIT.toLocaleString('en-US')}) or "default", not "${values.limit}".\n${SET_PLAN_USAGE}`,
    );
  }
  return { company, plan, limit };
}
