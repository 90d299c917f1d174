import { PLAN_IDS, PLANS, type TPlanId, type TPlanUsage } from '@app/contracts';

/**
 * SPEC.md section 9's plans as limits: test generations (generated candidate forms) per calendar month,
 * UTC. Startup is "up to 1,000"; Enterprise is "5,000+": 5,000 unless an agreed limit is set on the
 * company (`companies.generation_limit`, which overrides either plan's default).
 */
export const PLAN_DEFINITIONS: Record<TPlanId, { id: TPlanId; name: string; monthlyGenerations: number }> = {
  startup: { id: 'startup', name: planName('startup'), monthlyGenerations: 1_000 },
  enterprise: { id: 'enterprise', name: planName('enterprise'), monthlyGenerations: 5_000 },
};

function planName(id: TPlanId): string {
  return PLANS.find((plan) => plan.id === id)?.name ?? id;
}

export const isPlanId = (value: string): value is TPlanId => (PLAN_IDS as readonly string[]).includes(value);

/** A value the database holds that is not a known plan (edited by hand) is read as Startup, the smallest. */
export const planOf = (id: string) => PLAN_DEFINITIONS[isPlanId(id) ? id : 'startup'];

/** Test generations a month the company may use: its agreed limit, else its plan's default. */
export function limitOf(company: { plan: string; generationLimit: number | null }): number {
  return company.generationLimit ?? planOf(company.plan).monthlyGenerations;
}

/** The first day of the month of `now`, UTC, as the `usage.period` date: '2026-11-01'. */
export function periodOf(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export function planUsageOf(
  company: { plan: string; generationLimit: number | null },
  counts: { used: number; pending: number },
  period: string,
): TPlanUsage {
  const plan = planOf(company.plan);
  const limit = limitOf(company);
  return {
    plan: plan.id,
    planName: plan.name,
    limit,
    used: counts.used,
    pending: counts.pending,
    remaining: Math.max(0, limit - counts.used - counts.pending),
    period,
  };
}

const numbers = new Intl.NumberFormat('en-US');
const n = (value: number) => numbers.format(value);
const are = (count: number) => (count === 1 ? 'is' : 'are');
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-01' → 'December 1': when the count starts again. */
function nextPeriodStart(period: string): string {
  const month = Number(period.slice(5, 7)); // 1-12: the index of the next month
  return `${MONTHS[month % 12]} 1`;
}

/**
 * Null when `needed` more generations fit in what the plan has left this month; otherwise the message
 * the admin reads, naming the plan's limit, this month's usage and the candidates still waiting.
 */
export function overLimitMessage(
  usage: TPlanUsage,
  needed: number,
  what: 'upload' | 'candidate',
): string | null {
  if (needed === 0 || usage.used + usage.pending + needed <= usage.limit) return null;
  const left = usage.remaining;
  const lead =
    what === 'candidate'
      ? `Adding this candidate needs ${n(needed)} test ${needed === 1 ? 'generation' : 'generations'}`
      : `This upload needs ${n(needed)} test ${needed === 1 ? 'generation' : 'generations'}`;
  const state =
    `but the ${usage.planName} plan allows ${n(usage.limit)} a month: ` +
    `${n(usage.used)} ${are(usage.used)} used this month and ${n(usage.pending)} ${are(usage.pending)} waiting for their questions, ` +
    `so ${left === 0 ? 'none are' : `${n(left)} ${are(left)}`} left.`;
  const more =
    usage.plan === 'startup' ? 'contact sales about the Enterprise plan' : 'contact sales for a higher limit';
  const next =
    left > 0 && what === 'upload'
      ? `Upload at most ${n(left)} ${left === 1 ? 'candidate' : 'candidates'}, or ${more}.`
      : `The count starts again on ${nextPeriodStart(usage.period)} (UTC); to add candidates before then, ${more}.`;
  return `${lead}, ${state} ${next}`;
}
