import { z } from 'zod';
import { FAIRNESS_REGIONS } from './fairness-regions';

/** The AI call log is kept at least six months (EU AI Act, Art. 26(6)) and at most ten years. */
export const AI_LOG_RETENTION_MONTHS = { min: 6, max: 120 } as const;

/** Why a company cannot ask before it chose the region whose questions to ask (decision 036). */
export const FAIRNESS_REGION_REQUIRED =
  'Choose the region whose questions candidates are asked before turning the questions on';

/**
 * The company's fairness settings (issues 20 and 36): the region whose self-identification categories and
 * law frame the adverse impact report (none by default), whether candidates are asked (off by default;
 * asked only when on and a region is chosen, decision 036), and the AI log's retention.
 */
export const ZFairnessSettings = z
  .object({
    fairnessRegion: z.enum(FAIRNESS_REGIONS),
    selfIdentificationEnabled: z.boolean(),
    aiLogRetentionMonths: z
      .number()
      .int('Enter a whole number of months')
      .min(AI_LOG_RETENTION_MONTHS.min, 'Keep the AI log at least 6 months')
      .max(AI_LOG_RETENTION_MONTHS.max, 'Keep the AI log at most 120 months'),
  })
  .meta({ id: 'FairnessSettings' });
export type TFairnessSettings = z.infer<typeof ZFairnessSettings>;

/**
 * What an admin saves. Without `fairnessRegion` the region stays as it is (a client of the release before
 * sends none); switching the questions on with no region is refused either way.
 */
export const ZFairnessSettingsInput = ZFairnessSettings.extend({
  fairnessRegion: z.enum(FAIRNESS_REGIONS).optional(),
})
  .refine((s) => !(s.selfIdentificationEnabled && s.fairnessRegion === 'none'), {
    message: FAIRNESS_REGION_REQUIRED,
    path: ['fairnessRegion'],
  })
  .meta({ id: 'SaveFairnessSettings' });
export type TFairnessSettingsInput = z.infer<typeof ZFairnessSettingsInput>;
