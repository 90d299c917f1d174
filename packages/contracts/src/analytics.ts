import { z } from 'zod';
import { EVALUATION_STATUSES } from './evaluations';

/** Cronbach's alpha is shown only from this many candidates with every item of the scale answered. */
export const RELIABILITY_MIN_CANDIDATES = 30;

export const FUNNEL_STAGES = ['invited', 'started', 'completed', 'submitted', 'evaluated'] as const;
export type TFunnelStage = (typeof FUNNEL_STAGES)[number];
export const FUNNEL_STAGE_LABELS: Record<TFunnelStage, string> = {
  invited: 'Invited',
  started: 'Started',
  completed: 'Completed',
  submitted: 'Submitted',
  evaluated: 'Evaluated',
};

export const ZAnalyticsQuery = z
  .object({
    assessmentId: z.uuid('Assessment not found').optional(),
    position: z.string().trim().min(1).max(200).optional(),
  })
  .describe(
    'Analytics filters: one upload batch (assessment) of the company and/or one position; both optional',
  );
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

export const ZScoreBin = z.object({
  /** Inclusive lower edge; every bin is [from, from + 10) except the last, which includes 100. */
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
});
export type TScoreBin = z.infer<typeof ZScoreBin>;

export const ZScoreDistribution = z.object({
  bins: z.array(ZScoreBin),
  n: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  /** Sample standard deviation (n − 1); null below 2 candidates. */
  sd: z.number().nullable(),
});
export type TScoreDistribution = z.infer<typeof ZScoreDistribution>;

export const ZSectionAverage = z.object({
  name: z.string(),
  mean: z.number(),
  n: z.number().int(),
  min: z.number(),
  max: z.number(),
});
export type TSectionAverage = z.infer<typeof ZSectionAverage>;

/** A personality or work style section: a profile, not a score, so it has no average (decision 013). */
export const ZProfileSection = z.object({
  name: z.string(),
  /** Candidates with a scored evaluation that include it. */
  n: z.number().int(),
});
export type TProfileSection = z.infer<typeof ZProfileSection>;

export const ZFunnelStep = z.object({
  stage: z.enum(FUNNEL_STAGES),
  count: z.number().int(),
  /** Whole percent of the invited; 0 when nobody was invited. */
  percent: z.number(),
});

export const ZReliability = z.object({
  /** The test (section name) and, for a trait scale, the trait. */
  test: z.string(),
  scale: z.string().nullable(),
  /** Candidates with every item of the scale scored (alpha needs a complete matrix). */
  n: z.number().int(),
  /** Items (positions) on the scale. */
  k: z.number().int(),
  /** Null below RELIABILITY_MIN_CANDIDATES candidates or when the totals do not vary. */
  alpha: z.number().nullable(),
  note: z.string().nullable(),
});
export type TReliability = z.infer<typeof ZReliability>;

export const ZAnalytics = z
  .object({
    candidates: z.number().int(),
    /** Every position of the company's candidates, whatever the filter: the choices of the filter. */
    positions: z.array(z.string()),
    distribution: ZScoreDistribution,
    /** Scored sections only (cognitive, English, SJT, writing). */
    sections: z.array(ZSectionAverage),
    /** Personality and work style sections, left out of the averages. */
    profiles: z.array(ZProfileSection),
    funnel: z.array(ZFunnelStep),
    timeToComplete: z.object({
      n: z.number().int(),
      meanSeconds: z.number().nullable(),
      medianSeconds: z.number().nullable(),
    }),
    evaluationStatuses: z.record(z.enum(EVALUATION_STATUSES), z.number().int()),
  })
  .meta({ id: 'Analytics' });
export type TAnalytics = z.infer<typeof ZAnalytics>;

/**
 * Section reliability, apart from the overview: it reads every scored answer of the company, so it is
 * asked for on its own and not again on every live change.
 */
export const ZReliabilityReport = z
  .object({
    scales: z.array(ZReliability),
    method: z.string(),
    computedAt: z.string(),
  })
  .meta({ id: 'ReliabilityReport' });
export type TReliabilityReport = z.infer<typeof ZReliabilityReport>;

export const COMPARE_LIMITS = { min: 2, max: 4 } as const;
const COMPARE_MESSAGE = `Choose ${COMPARE_LIMITS.min} to ${COMPARE_LIMITS.max} candidates to compare.`;

/** `?ids=a,b,c`: 2-4 distinct candidate ids, comma separated. */
export const ZCompareQuery = z.object({
  ids: z
    .string({ error: COMPARE_MESSAGE })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid('Candidate not found'))
        .min(COMPARE_LIMITS.min, COMPARE_MESSAGE)
        .max(COMPARE_LIMITS.max, COMPARE_MESSAGE),
    ),
});

export const ZComparedCandidate = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  testStatus: z.string(),
  evaluationStatus: z.enum(EVALUATION_STATUSES).nullable(),
  totalScore: z.number().nullable(),
  sectionScores: z.record(z.string(), z.number()),
  traits: z.record(z.string(), z.number()),
  cefr: z.string().nullable(),
  timeSeconds: z.number().nullable(),
  integrityEvents: z.number().int(),
});
export type TComparedCandidate = z.infer<typeof ZComparedCandidate>;

export const ZCompare = z
  .object({
    /** In the order the ids were given. */
    candidates: z.array(ZComparedCandidate),
    /** Every scored section and trait of any of them, in display order: the rows of the table. */
    sections: z.array(z.string()),
    traits: z.array(z.string()),
    /** Personality and work style sections of any of them: profiles, never compared as scores. */
    profiles: z.array(z.string()),
  })
  .meta({ id: 'CandidateComparison' });
export type TCompare = z.infer<typeof ZCompare>;
