import { z } from 'zod';

/**
 * Voluntary self-identification (issue 20): asked after the final submission, never required, stored apart
 * from the candidate's record and only ever read as counts per group (decision 017). The race/ethnicity
 * categories are the EEO-1 Component 1 categories that NYC Local Law 144's bias audits use; every question
 * has "prefer not to say", and a question left blank is "unknown".
 */
export const SEX_CATEGORIES = ['female', 'male', 'another', 'prefer_not_to_say'] as const;
export const RACE_ETHNICITY_CATEGORIES = [
  'hispanic_or_latino',
  'white',
  'black_or_african_american',
  'native_hawaiian_or_pacific_islander',
  'asian',
  'american_indian_or_alaska_native',
  'two_or_more_races',
  'prefer_not_to_say',
] as const;
/** Bands that keep the Age Discrimination in Employment Act's line at 40 visible. */
export const AGE_BANDS = [
  'under_25',
  '25_34',
  '35_39',
  '40_49',
  '50_59',
  '60_plus',
  'prefer_not_to_say',
] as const;
export const DISABILITY_ANSWERS = ['yes', 'no', 'prefer_not_to_say'] as const;

export type TSex = (typeof SEX_CATEGORIES)[number];
export type TRaceEthnicity = (typeof RACE_ETHNICITY_CATEGORIES)[number];
export type TAgeBand = (typeof AGE_BANDS)[number];
export type TDisabilityAnswer = (typeof DISABILITY_ANSWERS)[number];

export const SELF_IDENTIFICATION_LABELS = {
  sex: {
    female: 'Female',
    male: 'Male',
    another: 'Another gender identity',
    prefer_not_to_say: 'Prefer not to say',
  },
  raceEthnicity: {
    hispanic_or_latino: 'Hispanic or Latino',
    white: 'White (not Hispanic or Latino)',
    black_or_african_american: 'Black or African American (not Hispanic or Latino)',
    native_hawaiian_or_pacific_islander: 'Native Hawaiian or Other Pacific Islander (not Hispanic or Latino)',
    asian: 'Asian (not Hispanic or Latino)',
    american_indian_or_alaska_native: 'American Indian or Alaska Native (not Hispanic or Latino)',
    two_or_more_races: 'Two or More Races (not Hispanic or Latino)',
    prefer_not_to_say: 'Prefer not to say',
  },
  ageBand: {
    under_25: 'Under 25',
    '25_34': '25 to 34',
    '35_39': '35 to 39',
    '40_49': '40 to 49',
    '50_59': '50 to 59',
    '60_plus': '60 or over',
    prefer_not_to_say: 'Prefer not to say',
  },
  disability: {
    yes: 'Yes, I have a disability (or previously had one)',
    no: 'No, I do not have a disability',
    prefer_not_to_say: 'Prefer not to say',
  },
} as const;

/** What the candidate sends: every question optional; a missing one stays unknown. */
export const ZSelfIdentificationInput = z
  .object({
    sex: z.enum(SEX_CATEGORIES).nullable().optional(),
    raceEthnicity: z.enum(RACE_ETHNICITY_CATEGORIES).nullable().optional(),
    ageBand: z.enum(AGE_BANDS).nullable().optional(),
    disability: z.enum(DISABILITY_ANSWERS).nullable().optional(),
  })
  .strict()
  .meta({ id: 'SelfIdentificationAnswers' });
export type TSelfIdentificationInput = z.infer<typeof ZSelfIdentificationInput>;

/**
 * What the candidate's own page reads: whether the company asks, and whether this candidate has already
 * answered (never the answers themselves: they are not shown again, even to the person).
 */
export const ZSelfIdentificationStatus = z
  .object({
    asked: z.boolean(),
    answered: z.boolean(),
  })
  .meta({ id: 'SelfIdentificationStatus' });
export type TSelfIdentificationStatus = z.infer<typeof ZSelfIdentificationStatus>;
