import { z } from 'zod';
import { ZCriterionKey, ZRubricCriterion } from './rubrics';

/**
 * Rating written answers (issue 36, decisions 035 and 037): a person rates each criterion of the
 * question's rubric (the writing criteria, or the author's own) 0-5; the answer's grade is the mean of each rater's latest rating. The queue lists the answers of the
 * company (or one opening) that wait for a person, one after another.
 */

export const RATING_BAND_MAX = 5;
/** Agreement (quadratic weighted kappa) is shown only when computed from at least this many pairs. */
export const KAPPA_MIN_PAIRS = 10;
export const RATING_ROUNDS = ['first', 'second'] as const;
export type TRatingRound = (typeof RATING_ROUNDS)[number];

const ZBand = z
  .number()
  .int('A rating is a whole band 0-5')
  .min(0, 'A rating is a whole band 0-5')
  .max(RATING_BAND_MAX, 'A rating is a whole band 0-5');

export const ZRatingRequest = z
  .object({
    questionId: z.uuid('Question not found'),
    /** A band for every criterion of the question's rubric, by key (e.g. task_response, or the author's own). */
    criteria: z.record(ZCriterionKey, ZBand),
  })
  .meta({ id: 'RatingRequest' });
export type TRatingRequest = z.infer<typeof ZRatingRequest>;

export const ZRatingQueueQuery = z
  .object({
    /** Only the answers of one opening. */
    assessmentId: z.uuid('Assessment not found').optional(),
    /** first: answers no person has rated; second: answers one other person rated (a second, independent rating). */
    round: z.enum(RATING_ROUNDS).default('first'),
    /** Names are hidden unless asked for (blind rating). */
    reveal: z.enum(['true', 'false']).default('false'),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .describe('Rating queue query');
export type TRatingQueueQuery = z.input<typeof ZRatingQueueQuery>;

/** A criterion of the question's rubric: what full marks look like, and each band 0-5 (empty where unwritten). */
export const ZRatingCriterion = ZRubricCriterion;
export type TRatingCriterion = z.infer<typeof ZRatingCriterion>;

export const ZRatingQueueItem = z.object({
  candidateId: z.string(),
  questionId: z.string(),
  assessmentId: z.string().nullable(),
  assessmentName: z.string().nullable(),
  sectionName: z.string(),
  questionNumber: z.number().int(),
  /** Only when the queue was asked with reveal=true. */
  candidateName: z.string().optional(),
  prompt: z.string(),
  answer: z.string(),
  words: z.number().int(),
  minWords: z.number().int().nullable(),
  maxWords: z.number().int().nullable(),
  criteria: z.array(ZRatingCriterion),
  /** The model's grade, a suggestion until a person confirms it; null without an AI provider. */
  suggestion: z
    .object({
      criteria: z.record(z.string(), z.number()),
      note: z.string(),
      model: z.string().nullable(),
    })
    .nullable(),
  /** How many people rated it already (their bands are not shown: a second rating stays independent). */
  ratings: z.number().int(),
  submittedAt: z.string().nullable(),
});
export type TRatingQueueItem = z.infer<typeof ZRatingQueueItem>;

export const ZKappa = z.object({
  /** The criterion's key: a writing criterion, or an author's own (pairs from the questions that use it). */
  criterion: z.string(),
  label: z.string(),
  pairs: z.number().int(),
  /** Null below KAPPA_MIN_PAIRS pairs, or when every pair gave one band (nothing to agree on). */
  kappa: z.number().nullable(),
});
export type TKappa = z.infer<typeof ZKappa>;

export const ZRatingAgreement = z.object({
  minPairs: z.number().int(),
  /** Between the first two people who rated the same answer. */
  raters: z.array(ZKappa),
  /** Between the model's suggestion (rounded to a band) and the first person's rating. */
  model: z.array(ZKappa),
});
export type TRatingAgreement = z.infer<typeof ZRatingAgreement>;

export const ZRatingQueue = z
  .object({
    round: z.enum(RATING_ROUNDS),
    items: z.array(ZRatingQueueItem),
    /** Every answer waiting in this round and scope (items holds the first `limit`). */
    total: z.number().int(),
    /** Of the first round's answers, those with a model suggestion a person can confirm. */
    suggestions: z.number().int(),
    agreement: ZRatingAgreement,
  })
  .meta({ id: 'RatingQueue' });
export type TRatingQueue = z.infer<typeof ZRatingQueue>;

export const ZSuggestionConfirmationsRequest = z
  .object({
    answers: z
      .array(
        z.object({ candidateId: z.uuid('Candidate not found'), questionId: z.uuid('Question not found') }),
      )
      .min(1, 'Choose at least one suggestion')
      .max(200, 'At most 200 suggestions at once'),
  })
  .meta({ id: 'SuggestionConfirmationsRequest' });
export type TSuggestionConfirmationsRequest = z.infer<typeof ZSuggestionConfirmationsRequest>;

export const ZSuggestionConfirmations = z
  .object({
    /** Suggestions confirmed by this request (ones confirmed before, rated or overridden are left as they are). */
    confirmed: z.number().int(),
    /** Candidates whose scores were recomputed. */
    candidates: z.number().int(),
  })
  .meta({ id: 'SuggestionConfirmations' });
export type TSuggestionConfirmations = z.infer<typeof ZSuggestionConfirmations>;
