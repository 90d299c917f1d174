import { auditLogService } from '../modules/audit-log/audit-log.service';
import { PLAN_DEFINITIONS, planOf } from '../modules/plans/plans';
import { setCompanyPlan } from '../modules/plans/plans.service';
import { runTool } from './command-line';
import { runWithContext } from './run-with-context';
import { parseSetPlanArgs, SET_PLAN_USAGE } from './set-plan-args';

const count = (value: number) => value.toLocaleString('en-US');

const HELP = `${SET_PLAN_USAGE}

Puts a company on a plan and prints its test generations this month. The change is recorded in the
company's audit log.

Options:
  --company C   the company's name, or its id when several companies share the name (required)
  --plan P      ${Object.values(PLAN_DEFINITIONS)
    .map((plan) => `${plan.id} (${count(plan.monthlyGenerations)} test generations a month)`)
    .join(' or ')} (required)
  --limit N     an agreed number of test generations a month instead of the plan's; "default" goes
                back to the plan's; without --limit the company keeps the limit it has
  -h, --help    print this help

Examples:
  npm run set-plan -- --company "Acme Corp" --plan enterprise
  npm run set-plan -- --company "Acme Corp" --plan enterprise --limit 20000
  npm run set-plan -- --company "Acme Corp" --plan enterprise --limit default`;

await runTool({
  help: HELP,
  read: parseSetPlanArgs,
  run: (args) =>
    runWithContext(async (context) => {
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
    }),
});
