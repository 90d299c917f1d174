import { z } from 'zod';

/** The AI call log is kept at least six months (EU AI Act, Art. 26(6)) and at most ten years. */
export const AI_LOG_RETENTION_MONTHS = { min: 6, max: 120 } as const;

/** The company's fairness switches (issue 20): the self-identification question and the AI log's retention. */
export const ZFairnessSettings = z
  .object({
    selfIdentificationEnabled: z.boolean(),
    aiLogRetentionMonths: z
      .number()
      .int('Enter a whole number of months')
      .min(AI_LOG_RETENTION_MONTHS.min, 'Keep the AI log at least 6 months')
      .max(AI_LOG_RETENTION_MONTHS.max, 'Keep the AI log at most 120 months'),
  })
  .meta({ id: 'FairnessSettings' });
export type TFairnessSettings = z.infer<typeof ZFairnessSettings>;
