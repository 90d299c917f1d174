import { z } from 'zod';
import { everyCategory, SELF_IDENTIFICATION_REGIONS } from './fairness-regions';

/**
 * Voluntary self-identification (issue 20): asked after the final submission, never required, stored apart
 * from the candidate's record and only ever read as counts per group (decision 017). Which questions and
 * answers are asked follows the company's fairness region (decision 036, `fairness-regions.ts`): the US
 * asks the EEO-1 categories NYC Local Law 144's bias audits use, the UK categories in the style of the ONS
 * 2021 Census. Every question has "prefer not to say", and a question left blank is "unknown".
 */

/**
 * What the candidate sends: every question optional; a missing one stays unknown. Each slot accepts the
 * keys of any region; the server refuses those the company's region does not offer (400).
 */
export const ZSelfIdentificationInput = z
  .object({
    sex: z.enum(everyCategory('sex')).nullable().optional(),
    raceEthnicity: z
      .enum(everyCategory('raceEthnicity'))
      .nullable()
      .optional()
      .describe('Race/ethnicity (US, EEO-1) or ethnic group (UK, ONS 2021 Census)'),
    ageBand: z.enum(everyCategory('ageBand')).nullable().optional(),
    disability: z.enum(everyCategory('disability')).nullable().optional(),
  })
  .strict()
  .meta({ id: 'SelfIdentificationAnswers' });
export type TSelfIdentificationInput = z.infer<typeof ZSelfIdentificationInput>;

/**
 * What the candidate's own page reads: whether the company asks, the region whose questions it asks (null
 * when it does not), and whether this candidate has already answered (never the answers themselves: they
 * are not shown again, even to the person).
 */
export const ZSelfIdentificationStatus = z
  .object({
    asked: z.boolean(),
    answered: z.boolean(),
    region: z.enum(SELF_IDENTIFICATION_REGIONS).nullable(),
  })
  .meta({ id: 'SelfIdentificationStatus' });
export type TSelfIdentificationStatus = z.infer<typeof ZSelfIdentificationStatus>;
