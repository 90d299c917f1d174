import { z } from 'zod';
import { STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT } from './custom-tests';

/** SPEC.md section 9's plan ids (PLANS in constants.ts describes them for the pricing section). */
export const PLAN_IDS = ['startup', 'enterprise'] as const;
export type TPlanId = (typeof PLAN_IDS)[number];

/** What a Startup admin reads when selecting several candidates (the 402's message adds the way to /contact). */
export const BULK_OPERATIONS_NOTE =
  'Actions on several candidates at once are available on the Enterprise plan; on the Startup plan, act on one candidate at a time.';

/**
 * The 402 PLAN_FEATURE message of an assessment whose custom tests give a candidate more custom questions
 * than the Startup plan includes. Its place is PLAN_FEATURE_MESSAGES.customQuestions (webhooks.ts).
 */
export const CUSTOM_QUESTIONS_PLAN_MESSAGE = `The Startup plan includes up to ${STARTUP_CUSTOM_QUESTIONS_PER_ASSESSMENT} custom questions per assessment (all its custom tests together); unlimited custom questions are available on the Enterprise plan. Contact us at /contact to upgrade.`;

/**
 * A company's test generations in the current calendar month (UTC). Each generated candidate form is one
 * generation; admitted candidates whose form is not generated yet are `pending` and count against what is
 * left, since they will be generated.
 */
export const ZPlanUsage = z
  .object({
    plan: z.enum(PLAN_IDS),
    planName: z.string().describe("The plan's display name, e.g. 'Startup'"),
    limit: z.number().int().describe('Test generations a month: the plan default or an agreed limit'),
    used: z.number().int().describe('Forms generated this month'),
    pending: z.number().int().describe('Admitted candidates whose form is not generated yet'),
    remaining: z.number().int().describe('limit − used − pending, never below 0'),
    period: z.iso.date().describe('The first day of the current month (UTC)'),
  })
  .meta({ id: 'PlanUsage' });
export type TPlanUsage = z.infer<typeof ZPlanUsage>;
