import { z } from 'zod';
import { SELF_IDENTIFICATION_LABELS } from './self-identification';

/**
 * The adverse impact report (issue 20): selection rates from the hiring stages and LL144 scoring rates,
 * per self-identified group, as monitoring for the company, its lawyer and its independent auditor. Only
 * counts per group ever leave the database; nothing here describes a person.
 */

/** A group with fewer people than this (1-4) is shown as "fewer than 5", with no count and no rate. */
export const FAIRNESS_MIN_GROUP_SIZE = 5;
/** Below this many people with a known category in a table, the table cannot support a conclusion. */
export const FAIRNESS_MIN_KNOWN = 30;
/** The four-fifths rule (29 CFR 1607.4(D)): an impact ratio below it is flagged. */
export const FOUR_FIFTHS = 0.8;
/** The significance level the plain-language verdicts use. */
export const FAIRNESS_ALPHA = 0.05;
/** Without a date range the report covers the last twelve months up to today. */
export const FAIRNESS_DEFAULT_MONTHS = 12;

export const FAIRNESS_MEASURES = ['selection', 'scoring'] as const;
export type TFairnessMeasure = (typeof FAIRNESS_MEASURES)[number];
export const FAIRNESS_MEASURE_LABELS: Record<TFairnessMeasure, string> = {
  selection: 'Selection rate',
  scoring: 'Scoring rate',
};

export const FAIRNESS_CATEGORIES = [
  'sex',
  'race_ethnicity',
  'intersection',
  'age_band',
  'disability',
] as const;
export type TFairnessCategory = (typeof FAIRNESS_CATEGORIES)[number];
export const FAIRNESS_CATEGORY_LABELS: Record<TFairnessCategory, string> = {
  sex: 'Sex',
  race_ethnicity: 'Race/ethnicity',
  intersection: 'Sex × race/ethnicity',
  age_band: 'Age band',
  disability: 'Disability',
};

/** The definitions the page, the CSV and the printable summary all print, word for word. */
export const FAIRNESS_DEFINITIONS = {
  scope:
    'Candidates of the company who made a final submission between the two dates (inclusive, UTC), by the time of their latest submission. For a test: candidates of any of the company’s assessments whose form included that test.',
  selectionRate:
    'Selection rate: of the candidates with a hiring decision, the share advanced (ever moved to Shortlisted or Hired). A decision is any stage change or a current stage other than New. Candidates still at New are counted as awaiting a decision and left out of the rates.',
  scoringRate:
    'Scoring rate (NYC Local Law 144): the share of a group scoring strictly above the median score of the whole sample (all scored candidates in scope, whatever their category). For an assessment the overall score; for a test that test’s section score. Personality and work style sections are profiles, not scores, and have no scoring rate.',
  impactRatio:
    'Impact ratio: a group’s rate divided by the rate of the most selected (or highest scoring) group shown. Below 0.8 is flagged (the four-fifths rule, 29 CFR 1607.4(D)).',
  significance:
    'Significance: each group against the reference group, by Fisher’s exact test when any expected cell count is below 5 and by a pooled two-proportion z-test otherwise; two-sided p. The four-fifths rule alone misleads at small numbers, so read the ratio with its p.',
  unknown:
    'Unknown: no answer to the question (or no self-identification at all). Declined: answered “Prefer not to say”. In the sex × race/ethnicity table a person is unknown when either answer is unknown, else declined when either is declined. Both are counted and left out of the rates and ratios.',
  suppression: `Groups of 1 to ${FAIRNESS_MIN_GROUP_SIZE - 1} people are shown as “fewer than ${FAIRNESS_MIN_GROUP_SIZE}” with no count or rate. So that their size cannot be worked out from the totals, a table with such a group reports its unknown, declined and suppressed people as one combined count.`,
  underTwoPercent:
    'LL144 allows an auditor to leave a category under 2 % of the data out of the impact ratios; such categories are marked.',
  smallSample: `A table with fewer than ${FAIRNESS_MIN_KNOWN} people in a known category, or with fewer than two groups that have a rate, cannot support a conclusion and is marked as too small; when the sex and race/ethnicity tables of a measure both are, the report warns that the sample is too small to conclude anything.`,
  monitoring:
    'This report is monitoring, not a verdict: an impact ratio below 0.8 is a reason to look closer, and a ratio above it does not prove the absence of bias.',
} as const;

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
    'The report’s scope: exactly one of assessmentId and testId, and an inclusive date range (YYYY-MM-DD, UTC; default the last 12 months)',
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
  /** People in the group (with a decision, for the selection rate); null when suppressed. */
  total: z.number().int().nullable(),
  /** Advanced (selection) or scoring above the median (scoring); null when suppressed. */
  selected: z.number().int().nullable(),
  /** Selection only: people of the group still at New; null when suppressed or for the scoring rate. */
  awaiting: z.number().int().nullable(),
  rate: z.number().nullable(),
  impactRatio: z.number().nullable(),
  belowFourFifths: z.boolean(),
  significance: ZRateComparison.nullable(),
  suppressed: z.boolean(),
  underTwoPercent: z.boolean(),
  isReference: z.boolean(),
});
export type TImpactRow = z.infer<typeof ZImpactRow>;

export const ZImpactTable = z.object({
  category: z.enum(FAIRNESS_CATEGORIES),
  rows: z.array(ZImpactRow),
  referenceGroup: z.string().nullable(),
  /** People in a group that is shown (the denominator of the under-2 % rule is every known person). */
  known: z.number().int(),
  /**
   * Unknown and declined, each on its own; null when a group of the table is suppressed, where only
   * `notShown` (unknown + declined + the suppressed groups) is given.
   */
  unknown: z.number().int().nullable(),
  declined: z.number().int().nullable(),
  notShown: z.number().int(),
  /** Fewer than FAIRNESS_MIN_KNOWN known people, or fewer than two groups to compare. */
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
  /** Why the measure has no tables (e.g. a profile test); null when it has them. */
  unavailable: z.string().nullable(),
  tables: z.array(ZImpactTable),
});
export type TImpactMeasure = z.infer<typeof ZImpactMeasure>;

export const FAIRNESS_WARNING_CODES = [
  'no_candidates',
  'self_identification_off',
  'no_answers',
  'too_small',
  'no_decisions',
  'no_scores',
  'profile_test',
] as const;
export const ZFairnessWarning = z.object({ code: z.enum(FAIRNESS_WARNING_CODES), message: z.string() });
export type TFairnessWarning = z.infer<typeof ZFairnessWarning>;

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
    /** Submitted candidates in scope (the individuals assessed). */
    assessed: z.number().int(),
    /** Of them, those who gave no self-identification at all. */
    noSelfIdentification: z.number().int(),
    selfIdentificationEnabled: z.boolean(),
    measures: z.array(ZImpactMeasure),
    warnings: z.array(ZFairnessWarning),
  })
  .meta({ id: 'AdverseImpactReport' });
export type TAdverseImpactReport = z.infer<typeof ZAdverseImpactReport>;

/** The candidate's form asks in the first person; a report names the group. */
const FAIRNESS_DISABILITY_LABELS: Record<string, string> = {
  yes: 'Has a disability (or had one)',
  no: 'No disability',
};

/** The label of a group key, an intersection's as "Female · White (not Hispanic or Latino)". */
export function fairnessGroupLabel(category: TFairnessCategory, group: string): string {
  const labels: Record<string, string> =
    category === 'sex'
      ? SELF_IDENTIFICATION_LABELS.sex
      : category === 'race_ethnicity'
        ? SELF_IDENTIFICATION_LABELS.raceEthnicity
        : category === 'age_band'
          ? SELF_IDENTIFICATION_LABELS.ageBand
          : category === 'disability'
            ? FAIRNESS_DISABILITY_LABELS
            : {};
  if (category !== 'intersection') return labels[group] ?? group;
  const [sex = '', race = ''] = group.split('|');
  return `${fairnessGroupLabel('sex', sex)} · ${fairnessGroupLabel('race_ethnicity', race)}`;
}

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
