import { z } from 'zod';
import {
  FAIRNESS_CATEGORIES,
  FAIRNESS_REGION_CONTENT,
  FAIRNESS_REGIONS,
  fairnessCategoryLabel,
  type TFairnessRegion,
} from './fairness-regions';

/**
 * The adverse impact report (issue 20): selection rates from the hiring stages and LL144 scoring rates,
 * per self-identified group, as monitoring for the company, its lawyer and its independent auditor. Only
 * counts per group ever leave the database; nothing here describes a person.
 */

/**
 * No count of 1-4 people who self-identified is shown or can be worked out: a group that small is withheld
 * (with complements), and so is a scope, a month or an outcome with that few of them (decision 029).
 */
export const FAIRNESS_MIN_GROUP_SIZE = 5;
/** Below this many people with a known category in a table, the table cannot support a conclusion. */
export const FAIRNESS_MIN_KNOWN = 30;
/** The four-fifths rule (29 CFR 1607.4(D)): an impact ratio below it is flagged. */
export const FOUR_FIFTHS = 0.8;
/** The significance level the plain-language verdicts use. */
export const FAIRNESS_ALPHA = 0.05;
/** Without a date range the report covers the last twelve complete calendar months. */
export const FAIRNESS_DEFAULT_MONTHS = 12;

/** The first day of a YYYY-MM-DD date's month: reports cover whole calendar months. */
export const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;
/** The last day of a YYYY-MM-DD date's month. */
export function lastOfMonth(day: string): string {
  const next = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

export const FAIRNESS_MEASURES = ['selection', 'scoring'] as const;
export type TFairnessMeasure = (typeof FAIRNESS_MEASURES)[number];
export const FAIRNESS_MEASURE_LABELS: Record<TFairnessMeasure, string> = {
  selection: 'Selection rate',
  scoring: 'Scoring rate',
};

/**
 * The definitions the page, the CSV and the printable summary all print, word for word: the region's legal
 * framing first (its data file's words, decision 036), then how every number is made.
 */
export function fairnessDefinitions(region: TFairnessRegion) {
  const framing = FAIRNESS_REGION_CONTENT[region].framing;
  const table = (category: (typeof FAIRNESS_CATEGORIES)[number]) =>
    fairnessCategoryLabel(region, category).toLowerCase();
  return {
    law: framing.law,
    scope: `Candidates of the company who made a final submission in the whole calendar months shown (UTC), by the time of their latest submission; a month is counted once it is over. For a test: candidates of any of the company’s assessments whose form included that test. A month of an assessment in which 1 to ${FAIRNESS_MIN_GROUP_SIZE - 1} of these candidates self-identified (or, for a test, 1 to ${FAIRNESS_MIN_GROUP_SIZE - 1} did without taking the test) is left out, and the report says so: two reports a month apart could otherwise be subtracted to show those few people’s answers.`,
    selectionRate:
      'Selection rate: of the candidates with a hiring decision, the share advanced (ever moved to Shortlisted or Hired). A decision is any stage change or a current stage other than New. Candidates still at New are counted as awaiting a decision and left out of the rates.',
    scoringRate: framing.scoringRate,
    impactRatio: framing.impactRatio,
    significance:
      'Significance: each group against the reference group, by Fisher’s exact test when any expected cell count is below 5 and by a pooled two-proportion z-test otherwise; two-sided p. The four-fifths rule alone misleads at small numbers, so read the ratio with its p.',
    unknown: `Unknown: no answer to the question (or no self-identification at all). Declined: answered “Prefer not to say”. In the ${table('intersection')} table a person is unknown when either answer is unknown, else declined when either is declined. Both are counted and left out of the rates and ratios.`,
    suppression: `Withheld: no group of 1 to ${FAIRNESS_MIN_GROUP_SIZE - 1} people is shown, and no withheld number can be worked out from the totals. A table with such a group withholds it, and further groups (the smallest first, empty ones included) until the withheld groups, with the people who left the question blank or declined it, hold more people than there are withheld groups; it then gives them, the unknown and the declined as one combined count. Withheld groups are not told apart, so a withheld group may hold none, a few or many people. When that would withhold every group, the table is not shown. A scope in which fewer than ${FAIRNESS_MIN_GROUP_SIZE} candidates self-identified shows no groups; a rate is not given when fewer than ${FAIRNESS_MIN_GROUP_SIZE} of the candidates who self-identified are in its sample, were advanced (or scored above the median) or were not; the counts awaiting a decision are withheld when 1 to ${FAIRNESS_MIN_GROUP_SIZE - 1} of them await one.`,
    underTwoPercent: framing.underTwoPercent,
    smallSample: `A table with fewer than ${FAIRNESS_MIN_KNOWN} people in the groups shown, or with fewer than two groups that have a rate, cannot support a conclusion and is marked as too small; when the ${table('sex')} and ${table('race_ethnicity')} tables of a measure both are, the report warns that the sample is too small to conclude anything.`,
    monitoring: framing.monitoring,
  } as const;
}
export type TFairnessDefinition = keyof ReturnType<typeof fairnessDefinitions>;

/** Years outside 1900-2999 are typing mistakes (and year 0 does not exist in PostgreSQL). */
const ZDate = z.iso
  .date('Use a date as YYYY-MM-DD')
  .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'Use a date between 1900 and 2999');

export const ZAdverseImpactQuery = z
  .object({
    assessmentId: z.uuid('Assessment not found').optional(),
    testId: z.uuid('Test not found').optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
  })
  .refine((q) => Boolean(q.assessmentId) !== Boolean(q.testId), {
    message: 'Choose either an assessment or a test',
    path: ['assessmentId'],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start is after the end',
    path: ['from'],
  })
  .describe(
    'The report’s scope: exactly one of assessmentId and testId, and an inclusive date range (YYYY-MM-DD, UTC), widened to whole calendar months and ending with the last complete month (default the last 12 complete months)',
  );
export type TAdverseImpactQuery = z.infer<typeof ZAdverseImpactQuery>;

export const ZRateComparison = z.object({
  method: z.enum(['fisher_exact', 'two_proportion_z']),
  /** z for the z-test; null for Fisher's exact test. */
  statistic: z.number().nullable(),
  p: z.number(),
  /** p < FAIRNESS_ALPHA. */
  significant: z.boolean(),
});
export type TRateComparison = z.infer<typeof ZRateComparison>;

export const ZImpactRow = z.object({
  /** The category key ('female'), or 'female|white' for an intersection. */
  group: z.string(),
  label: z.string(),
  /** People in the group (with a decision, for the selection rate); null when withheld. */
  total: z.number().int().nullable(),
  /** Advanced (selection) or scoring above the median (scoring); null when withheld. */
  selected: z.number().int().nullable(),
  /**
   * Selection only: people of the group still at New; null when the group is withheld, when the measure
   * withholds its awaiting counts, or for the scoring rate.
   */
  awaiting: z.number().int().nullable(),
  rate: z.number().nullable(),
  impactRatio: z.number().nullable(),
  belowFourFifths: z.boolean(),
  significance: ZRateComparison.nullable(),
  /**
   * Withheld: a group of 1-4 people, or one withheld with it so that its size cannot be worked out from the
   * totals. Which of the two is deliberately not said: telling them apart would give the small one away.
   */
  suppressed: z.boolean(),
  underTwoPercent: z.boolean(),
  isReference: z.boolean(),
});
export type TImpactRow = z.infer<typeof ZImpactRow>;

export const FAIRNESS_WITHHOLDING = ['some_groups', 'whole_table'] as const;

export const ZImpactTable = z.object({
  category: z.enum(FAIRNESS_CATEGORIES),
  /** Empty when the whole table is withheld. */
  rows: z.array(ZImpactRow),
  referenceGroup: z.string().nullable(),
  /** People in the groups shown (also the denominator of the under-2 % rule). */
  known: z.number().int(),
  /**
   * Unknown and declined, each on its own; null when anything in the table is withheld, where only
   * `notShown` (unknown + declined + the withheld groups) is given.
   */
  unknown: z.number().int().nullable(),
  declined: z.number().int().nullable(),
  notShown: z.number().int(),
  /**
   * What is withheld so that no group of 1-4 can be worked out: some groups (rows marked suppressed), or
   * the whole table (every group would have to be withheld and their sizes would still follow); null when
   * nothing is.
   */
  withholding: z.enum(FAIRNESS_WITHHOLDING).nullable(),
  /** Fewer than FAIRNESS_MIN_KNOWN people in the groups shown, or fewer than two groups to compare. */
  tooSmall: z.boolean(),
});
export type TImpactTable = z.infer<typeof ZImpactTable>;

export const ZImpactMeasure = z.object({
  measure: z.enum(FAIRNESS_MEASURES),
  /** People in the measure's sample: with a decision (selection) or with a score (scoring). */
  sampleSize: z.number().int(),
  /** Selection only: submitted candidates still at New (not in the sample). */
  awaiting: z.number().int().nullable(),
  /** Scoring only: the sample's median score. */
  median: z.number().nullable(),
  /** Why the measure has no tables (a profile test, too few people to show); null when it has them. */
  unavailable: z.string().nullable(),
  /** Selection only: 1-4 candidates who self-identified await a decision, so no group's awaiting count is given. */
  awaitingWithheld: z.boolean(),
  tables: z.array(ZImpactTable),
});
export type TImpactMeasure = z.infer<typeof ZImpactMeasure>;

export const FAIRNESS_WARNING_CODES = [
  'no_candidates',
  'no_region',
  'self_identification_off',
  'other_region',
  'no_answers',
  'too_small',
  'no_decisions',
  'no_scores',
  'profile_test',
  'too_few_people',
  'months_left_out',
  'current_month',
] as const;
export const ZFairnessWarning = z.object({ code: z.enum(FAIRNESS_WARNING_CODES), message: z.string() });
export type TFairnessWarning = z.infer<typeof ZFairnessWarning>;

/** An assessment's month left out of the report because 1-4 of its candidates there self-identified. */
export const ZLeftOutMonth = z.object({
  /** YYYY-MM (UTC). */
  month: z.string(),
  assessment: z.string(),
  /** The candidates of the assessment (of the test, for a test's report) who submitted that month. */
  candidates: z.number().int(),
});
export type TLeftOutMonth = z.infer<typeof ZLeftOutMonth>;

export const ZAdverseImpactReport = z
  .object({
    scope: z.object({
      kind: z.enum(['assessment', 'test']),
      id: z.string(),
      name: z.string(),
      /** Test scope: the assessments whose candidates took the test (the AEDT's distribution). */
      assessments: z.array(z.string()),
    }),
    from: z.string(),
    to: z.string(),
    generatedAt: z.string(),
    companyName: z.string(),
    minGroupSize: z.number().int(),
    /** Submitted candidates in scope (the individuals assessed), the months left out not included. */
    assessed: z.number().int(),
    /** Of them, those who gave no self-identification at all (none under the company's region). */
    noSelfIdentification: z.number().int(),
    selfIdentificationEnabled: z.boolean(),
    /**
     * The company's fairness region (decision 036): its categories are the groups, its law the framing;
     * none has no groups. Answers given under another region count as no self-identification.
     */
    region: z.enum(FAIRNESS_REGIONS),
    leftOut: z.array(ZLeftOutMonth),
    measures: z.array(ZImpactMeasure),
    warnings: z.array(ZFairnessWarning),
  })
  .meta({ id: 'AdverseImpactReport' });
export type TAdverseImpactReport = z.infer<typeof ZAdverseImpactReport>;

/** "0.614" (three decimals, as LL144 summaries print ratios), or an em dash. */
export const formatRatio = (value: number | null): string => (value === null ? '—' : value.toFixed(3));
/** "60.0 %", or an em dash. */
export const formatRate = (value: number | null): string =>
  value === null ? '—' : `${(value * 100).toFixed(1)} %`;
/** "0.012", "< 0.001". */
export const formatP = (p: number): string => (p < 0.001 ? '< 0.001' : p.toFixed(3));

export const SIGNIFICANCE_METHOD_LABELS: Record<TRateComparison['method'], string> = {
  fisher_exact: 'Fisher’s exact test',
  two_proportion_z: 'Two-proportion z-test',
};

/** The verdict in plain words, beside the ratio wherever it is printed. */
export function significanceInWords(comparison: TRateComparison): string {
  const level = `${FAIRNESS_ALPHA * 100} % level`;
  return comparison.significant
    ? `Statistically significant at the ${level} (p ${comparison.p < 0.001 ? '' : '= '}${formatP(comparison.p)})`
    : `Not statistically significant at the ${level} (p ${comparison.p < 0.001 ? '' : '= '}${formatP(comparison.p)})`;
}
