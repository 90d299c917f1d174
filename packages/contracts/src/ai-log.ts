import { z } from 'zod';

/**
 * The AI call log (issue 20, EU AI Act record keeping): every call to the model with what it was for, the
 * model, the prompt version, a digest of the input (never the input), the output and the outcome.
 */
export const AI_CALL_PURPOSES = ['item_generation', 'key_check', 'grading'] as const;
export type TAiCallPurpose = (typeof AI_CALL_PURPOSES)[number];
export const AI_CALL_PURPOSE_LABELS: Record<TAiCallPurpose, string> = {
  item_generation: 'Wrote questions for the form',
  key_check: 'Checked the answer keys of written questions',
  grading: 'Graded a written answer',
};

export const AI_CALL_OUTCOMES = ['ok', 'rejected', 'error'] as const;
export type TAiCallOutcome = (typeof AI_CALL_OUTCOMES)[number];
export const AI_CALL_OUTCOME_LABELS: Record<TAiCallOutcome, string> = {
  ok: 'Used',
  rejected: 'Answer refused by a check',
  error: 'Failed',
};

export const ZAiCall = z
  .object({
    id: z.uuid(),
    purpose: z.enum(AI_CALL_PURPOSES),
    model: z.string(),
    promptVersion: z.string(),
    /** SHA-256 (hex) of the messages sent; the input itself is not kept. */
    inputDigest: z.string(),
    /** The model's answer as received; null when none came back. */
    output: z.string().nullable(),
    outcome: z.enum(AI_CALL_OUTCOMES),
    error: z.string().nullable(),
    durationMs: z.number().int().nullable(),
    /** The graded answer's question (grading calls). */
    questionId: z.uuid().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AiCall' });
export type TAiCall = z.infer<typeof ZAiCall>;

/**
 * The calls behind one candidate, newest first: the gradings of their answers and the generation (and key
 * check) calls that wrote questions on their form. Kept for `retentionMonths`, then deleted.
 */
export const ZAiCallList = z
  .object({ items: z.array(ZAiCall), retentionMonths: z.number().int() })
  .meta({ id: 'AiCallList' });
export type TAiCallList = z.infer<typeof ZAiCallList>;
