import { AppError } from '../lib/app-error';
import { auditLogService } from '../modules/audit-log/audit-log.service';
import { planOf } from '../modules/plans/plans';
import { setCompanyPlan } from '../modules/plans/plans.service';
import { fail, runWithContext } from './run-with-context';
import { parseSetPlanArgs, type SetPlanArgs } from './set-plan-args';

let args: SetPlanArgs;
try {
  args = parseSetPlanArgs(process.argv.slice(2));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const count = (value: number) => value.toLocaleString('en-US');

await runWithContext(async (context) => {
  try {
    const { companyId, previousPlan, name, usage, agreedLimit } = await setCompanyPlan(context.db, args);
    await auditLogService.record(context.db, {
      companyId,
      actor: { kind: 'system', name: 'command line' },
      action: 'company.plan_changed',
      objectType: 'company',
      objectId: companyId,
      details: { from: previousPlan, to: usage.plan, monthlyGenerations: usage.limit, agreedLimit },
    });
    const plan = planOf(usage.plan);
    const limit = agreedLimit
      ? `${count(usage.limit)} test generations a month (agreed limit; --limit default restores the plan's ${count(plan.monthlyGenerations)})`
      : `${count(usage.limit)} test generations a month (the plan's default)`;
    console.log(`${name} is on the ${usage.planName} plan: ${limit}.`);
    console.log(
      `This month (from ${usage.period}, UTC): ${count(usage.used)} used, ${count(usage.pending)} waiting for their questions, ${count(usage.remaining)} left.`,
    );
  } catch (error) {
    if (error instanceof AppError) fail(error.message);
    throw error;
  }
}).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
