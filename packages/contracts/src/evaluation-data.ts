import { z } from 'zod';

/**
 * The shape of an evaluation's `evaluation_data` (decision 007, scoring-v1): what the server's scoring
 * writes, what the report dialog and the PDF read. Every number in a report comes from here.
 */

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const CEFR_LABEL = 'indicative CEFR (not certified)';

export const SECTION_KINDS = ['cognitive', 'english', 'sjt', 'writing', 'personality', 'work_style'] as const;
export type TSectionKind = (typeof SECTION_KINDS)[number];
export const WEIGHTED_KINDS = ['cognitive', 'english', 'sjt', 'writing'] as const;
export type TWeightedKind = (typeof WEIGHTED_KINDS)[number];

export const RUBRIC_CRITERIA = [
  'task_response',
  'coherence',
  'lexical_resource',
  'grammar_accuracy',
] as const;
export type TRubricCriterion = (typeof RUBRIC_CRITERIA)[number];
export const RUBRIC_CRITERION_LABELS: Record<TRubricCriterion, string> = {
  task_response: 'Task response',
  coherence: 'Coherence',
  lexical_resource: 'Lexical resource',
  grammar_accuracy: 'Grammar and accuracy',
};

/**
 * A rubric grade of one open-ended answer (decision 035): people's ratings (`rating`, the mean of each
 * rater's latest), an admin's override, or the model's (`ai`), which is a suggestion that counts only
 * once a person confirms it (`needsReview` false). `heuristic` grades were written by scoring-v1 before
 * decision 035 and stay readable in the evaluations that hold them; nothing writes them any more.
 */
export const ZOpenEndedGrade = z.object({
  method: z.enum(['ai', 'rating', 'override', 'heuristic']),
  /** 0-5 per criterion of the question's rubric (decision 037); absent for an override (its score stands alone). */
  criteria: z.record(z.string(), z.number()).optional(),
  /** 0-1: total / (criteria × 5), or the override's score / 100. */
  credit: z.number(),
  /** True while no person has rated, confirmed or overridden it: the answer then does not count yet. */
  needsReview: z.boolean(),
  /** Why it needs review, or how it was graded. */
  note: z.string(),
  /** Extra evidence (the two AI grades, the ratings of each rater). */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type TOpenEndedGrade = z.infer<typeof ZOpenEndedGrade>;

export const ZQuestionResult = z.object({
  questionId: z.string(),
  number: z.number(),
  type: z.string(),
  answered: z.boolean(),
  /** The option index or text the candidate gave; null when unanswered. */
  answer: z.union([z.number(), z.string()]).nullable(),
  /** mcq/true_false: whether right; null for other types. */
  correct: z.boolean().nullable(),
  /** 0-1 credit for credited types; null for Likert and forced choice. */
  credit: z.number().nullable(),
  points: z.number().nullable(),
  maxPoints: z.number().nullable(),
  skill: z.string().optional(),
  difficulty: z.string().optional(),
  cefr: z.string().optional(),
  trait: z.string().optional(),
  reverse: z.boolean().optional(),
  /** Likert: the keyed response 1-5 (after 6 − x for reverse keys). */
  keyedResponse: z.number().optional(),
  /** Forced choice: the style of the chosen statement. */
  style: z.string().optional(),
  grade: ZOpenEndedGrade.optional(),
  /** open_ended: the criteria of the question's rubric, in order (absent in evaluations before decision 037). */
  rubric: z.array(z.object({ key: z.string(), label: z.string() })).optional(),
  /**
   * An answered written question no person has rated yet (decision 035): its credit and points are
   * null, and `grade`, when present, is the model's suggestion.
   */
  awaitingRating: z.boolean().optional(),
});
export type TQuestionResult = z.infer<typeof ZQuestionResult>;

export const ZBreakdown = z.object({
  key: z.string(),
  correct: z.number(),
  total: z.number(),
  percent: z.number(),
});
export type TBreakdown = z.infer<typeof ZBreakdown>;

export const ZTraitScore = z.object({
  trait: z.string(),
  /** Mean keyed response on 1-5. */
  mean: z.number(),
  /** "% of scale range": 100 × (mean − 1) / 4. */
  score: z.number(),
  /** ±1 standard error in points (null with fewer than 2 answers). */
  standardError: z.number().nullable(),
  band: z.object({ low: z.number(), high: z.number() }).nullable(),
  answered: z.number(),
  items: z.number(),
});
export type TTraitScore = z.infer<typeof ZTraitScore>;

export const ZPreference = z.object({
  style: z.string(),
  chosen: z.number(),
  offered: z.number(),
  share: z.number(),
});
export type TPreference = z.infer<typeof ZPreference>;

export const ZCefrResult = z.object({
  level: z.string().nullable(),
  label: z.literal(CEFR_LABEL),
  /** Per level on the form: right / items and whether the pass share was reached. */
  levels: z.array(
    z.object({
      level: z.string(),
      correct: z.number(),
      total: z.number(),
      percent: z.number(),
      reached: z.boolean(),
    }),
  ),
  rule: z.string(),
});
export type TCefrResult = z.infer<typeof ZCefrResult>;

export const ZSectionResult = z.object({
  sectionId: z.string(),
  name: z.string(),
  kind: z.enum(SECTION_KINDS),
  /**
   * Out of 100. For a scored kind (cognitive, English, SJT, writing) the performance score; for a
   * profile kind (personality, work style) the completeness, statements answered / statements × 100,
   * kept for the SPEC's section_scores and never shown as a score (decision 013). Null while any of
   * its written answers awaits a person's rating (decision 035): no number is given for what nobody
   * has graded, and the section is then absent from section_scores.
   */
  score: z.number().nullable(),
  /** Answers of the section awaiting a person's rating (decision 035); absent when none. */
  awaitingRating: z.number().optional(),
  weight: z.number(),
  method: z.string(),
  questions: z.number(),
  answered: z.number(),
  correct: z.number().optional(),
  bySkill: z.array(ZBreakdown).optional(),
  byDifficulty: z.array(ZBreakdown).optional(),
  cefr: ZCefrResult.optional(),
  traits: z.array(ZTraitScore).optional(),
  preferences: z.array(ZPreference).optional(),
  needsReview: z.boolean(),
  timeSeconds: z.number().nullable(),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  integrityEvents: z.record(z.string(), z.number()),
});
export type TSectionResult = z.infer<typeof ZSectionResult>;

export const ZScoreOverride = z.object({
  questionId: z.string(),
  score: z.number(),
  reason: z.string(),
  /** Null once that admin's account is gone; the override stays. */
  adminUserId: z.string().nullable(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});
export type TScoreOverride = z.infer<typeof ZScoreOverride>;

export const ZEvaluationData = z.object({
  scoringVersion: z.string(),
  weights: z.record(z.enum(WEIGHTED_KINDS), z.number()),
  traitWeights: z.record(z.string(), z.number()),
  overallMethod: z.string(),
  sections: z.array(ZSectionResult),
  questions: z.array(ZQuestionResult),
  traits: z.array(ZTraitScore),
  preferences: z.array(ZPreference),
  cefr: ZCefrResult.nullable(),
  integrityEvents: z.record(z.string(), z.number()),
  totalTimeSeconds: z.number().nullable(),
  review: z.array(z.object({ questionId: z.string(), reason: z.string() })),
  /**
   * Written answers awaiting a person's rating (decision 035). While one of a weighted section is
   * waiting, the overall score is null: it would otherwise rank people on different parts.
   */
  awaitingRating: z.number().optional(),
});
export type TEvaluationData = z.infer<typeof ZEvaluationData>;

/** A score as every report shows it: one decimal place ("72.5", "100.0"), or an em dash when absent. */
export const formatScore = (score: number | null | undefined): string =>
  score === null || score === undefined ? '—' : score.toFixed(1);

export const BIG_FIVE_TRAITS = [
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'emotional_stability',
] as const;
export type TBigFiveTrait = (typeof BIG_FIVE_TRAITS)[number];
export const BIG_FIVE_TRAIT_LABELS: Record<TBigFiveTrait, string> = {
  openness: 'Openness',
  conscientiousness: 'Conscientiousness',
  extraversion: 'Extraversion',
  agreeableness: 'Agreeableness',
  emotional_stability: 'Emotional stability',
};

export const WEIGHTED_KIND_LABELS: Record<TWeightedKind, string> = {
  cognitive: 'Cognitive',
  english: 'English',
  sjt: 'Situational judgement',
  writing: 'Writing',
};

/** Weights are small integers an admin can reason about: 0 leaves a part out, 5 counts five times. */
export const SCORING_WEIGHT_MAX = 5;
const ZWeight = z
  .number()
  .int('Weights are whole numbers')
  .min(0, `Weights are 0-${SCORING_WEIGHT_MAX}`)
  .max(SCORING_WEIGHT_MAX, `Weights are 0-${SCORING_WEIGHT_MAX}`);

/**
 * A role's weights in the overall score (decision 007): per scored section kind (equal by default)
 * and per Big Five trait (none by default: personality enters the overall score only when a role
 * weights a trait). Chosen once per upload, so every candidate of the role is scored alike.
 */
export const ZScoringWeights = z
  .object({
    sections: z.object({
      cognitive: ZWeight,
      english: ZWeight,
      sjt: ZWeight,
      writing: ZWeight,
    }),
    traits: z.object({
      openness: ZWeight,
      conscientiousness: ZWeight,
      extraversion: ZWeight,
      agreeableness: ZWeight,
      emotional_stability: ZWeight,
    }),
  })
  .refine((w) => Object.values(w.sections).some((x) => x > 0) || Object.values(w.traits).some((x) => x > 0), {
    message: 'At least one weight must be above 0',
    path: ['sections'],
  })
  .meta({ id: 'ScoringWeights' });
export type TScoringWeights = z.infer<typeof ZScoringWeights>;

export const DEFAULT_SCORING_WEIGHTS: TScoringWeights = {
  sections: { cognitive: 1, english: 1, sjt: 1, writing: 1 },
  traits: { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, emotional_stability: 0 },
};

/**
 * Personality (Big Five, Likert) and work style (forced choice) sections are profiles, not scores
 * (decision 013): their section score is only how complete they are, so reports, analytics and exports
 * show them as profiles, never as "x / 100" or a bar that reads as performance.
 */
export const PROFILE_KINDS = ['personality', 'work_style'] as const satisfies readonly TSectionKind[];
export type TProfileKind = (typeof PROFILE_KINDS)[number];
export const isProfileKind = (kind: string | null | undefined): kind is TProfileKind =>
  (PROFILE_KINDS as readonly string[]).includes(kind ?? '');
/** Where a profile section's result is shown: the trait profile or the relative preferences. */
export const PROFILE_VIEW_LABELS: Record<TProfileKind, string> = {
  personality: 'Trait profile',
  work_style: 'Relative preferences',
};

/** "A", "A and B", "A, B and C". */
export const listInWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const traitLabel = (trait: string): string =>
  BIG_FIVE_TRAIT_LABELS[trait as TBigFiveTrait] ??
  trait.charAt(0).toUpperCase() + trait.slice(1).replaceAll('_', ' ');

export type TOverallComposition = {
  /** Scored sections with a weight above 0, in the report's order. */
  sections: { name: string; weight: number }[];
  /** Big Five traits the assessment weights, with the weight. */
  traits: { trait: string; label: string; weight: number }[];
  /** Scored sections the assessment weighted 0. */
  unweighted: string[];
  /** Personality and work style sections: profiles, in the overall score only through weighted traits. */
  profiles: string[];
  /** The same in sentences, as the report dialog and the PDF print it under the overall score. */
  sentences: string[];
};

/**
 * Which sections and traits the overall score includes, and with what weight (decision 007's rule,
 * made explicit for the reader): "Includes Logical Reasoning and English Grammar, equally weighted.",
 * "Includes Conscientiousness at weight 2, set by the assessment.", "Big Five Personality is a
 * profile, not a score: it is not included."
 */
export function overallComposition(
  data: Pick<TEvaluationData, 'sections' | 'traits' | 'traitWeights'>,
): TOverallComposition {
  const scored = data.sections.filter((s) => !isProfileKind(s.kind));
  const sections = scored.filter((s) => s.weight > 0).map((s) => ({ name: s.name, weight: s.weight }));
  const unweighted = scored.filter((s) => s.weight <= 0).map((s) => s.name);
  const profiles = data.sections.filter((s) => isProfileKind(s.kind)).map((s) => s.name);
  const traits = data.traits.flatMap((t) => {
    const weight = data.traitWeights[t.trait] ?? 0;
    return weight > 0 ? [{ trait: t.trait, label: traitLabel(t.trait), weight }] : [];
  });

  const sentences: string[] = [];
  const waiting = scored.filter((s) => s.weight > 0 && s.score === null);
  if (waiting.length > 0) {
    const answers = waiting.reduce((a, s) => a + (s.awaitingRating ?? 0), 0);
    sentences.push(
      `No overall score yet: ${listInWords(waiting.map((s) => s.name))} ${waiting.length === 1 ? 'waits' : 'wait'} for a person’s rating of ${answers} written ${answers === 1 ? 'answer' : 'answers'}.`,
    );
  }
  if (sections.length === 0 && traits.length === 0) {
    sentences.push('No overall score: no scored section or trait is weighted in this assessment.');
  } else if (sections.length > 0) {
    const first = sections[0]?.weight ?? 0;
    const equal = sections.every((s) => s.weight === first);
    const names = listInWords(sections.map((s) => s.name));
    // Beside a weighted trait the sections' own weight is needed to read the trait's.
    sentences.push(
      !equal
        ? `Includes ${listInWords(sections.map((s) => `${s.name} at weight ${s.weight}`))}, set by the assessment.`
        : traits.length > 0
          ? `Includes ${names}${sections.length === 1 ? '' : ', each'} at weight ${first}.`
          : sections.length === 1
            ? `Includes ${names}.`
            : `Includes ${names}, equally weighted.`,
    );
  }
  if (traits.length > 0) {
    sentences.push(
      `Includes ${listInWords(traits.map((t) => `${t.label} at weight ${t.weight}`))}, set by the assessment.`,
    );
  }
  if (unweighted.length > 0) {
    sentences.push(
      `${listInWords(unweighted)} ${unweighted.length === 1 ? 'is' : 'are'} not included: weight 0, set by the assessment.`,
    );
  }
  if (profiles.length > 0) {
    const one = profiles.length === 1;
    sentences.push(
      traits.length > 0
        ? `${listInWords(profiles)} ${one ? 'is a profile' : 'are profiles'}, not ${one ? 'a score' : 'scores'}: only the weighted traits above count.`
        : `${listInWords(profiles)} ${one ? 'is a profile' : 'are profiles'}, not ${one ? 'a score' : 'scores'}: not included.`,
    );
  }
  return { sections, traits, unweighted, profiles, sentences };
}

/**
 * How a profile section enters the overall score, for its line in the section list: "Not in overall
 * score", or only through the traits the assessment weights ("Conscientiousness (weight 2) in overall
 * score").
 */
export function profileWeightNote(
  section: Pick<TSectionResult, 'traits'>,
  traitWeights: Record<string, number>,
): string {
  const weighted = (section.traits ?? []).filter((t) => (traitWeights[t.trait] ?? 0) > 0);
  return weighted.length === 0
    ? 'Not in overall score'
    : `${listInWords(weighted.map((t) => `${traitLabel(t.trait)} (weight ${traitWeights[t.trait]})`))} in overall score`;
}
