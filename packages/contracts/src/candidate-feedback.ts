import { z } from 'zod';

/**
 * The candidate's own feedback report (issue 21, item 3): plain language built from the evaluation, for
 * the person assessed. It carries words and bands only: never a raw score, an answer key, a question,
 * an integrity signal, another candidate's data, an admin's note or how an answer was graded.
 */

/**
 * - not_offered: the assessment gives no feedback report (or the candidate has no assessment);
 * - not_submitted: the assessment is not (or no longer, after a reopening) submitted;
 * - scoring: submitted, the results are still being scored;
 * - ready: the report can be read.
 */
export const FEEDBACK_STATES = ['not_offered', 'not_submitted', 'scoring', 'ready'] as const;
export type TFeedbackState = (typeof FEEDBACK_STATES)[number];

export const FEEDBACK_MESSAGES: Record<Exclude<TFeedbackState, 'ready'>, string> = {
  not_offered: 'This assessment does not include a feedback report.',
  not_submitted:
    'Your feedback report is available once you have submitted your assessment and it is scored.',
  scoring:
    'Your results are still being scored. Your feedback report will be ready here as soon as they are, usually within a few minutes.',
};

export const ZCandidateFeedbackStatus = z
  .object({ state: z.enum(FEEDBACK_STATES), message: z.string().nullable() })
  .meta({ id: 'CandidateFeedbackStatus' });
export type TCandidateFeedbackStatus = z.infer<typeof ZCandidateFeedbackStatus>;

/** Five bands on the 0-100 scale of a scored section, named by where the result sits. */
export const SCALE_BANDS = ['well_above', 'above', 'around', 'below', 'well_below'] as const;
export type TScaleBand = (typeof SCALE_BANDS)[number];
export const SCALE_BAND_LABELS: Record<TScaleBand, string> = {
  well_above: 'Well above the middle of the scale',
  above: 'Above the middle of the scale',
  around: 'Around the middle of the scale',
  below: 'Below the middle of the scale',
  well_below: 'Well below the middle of the scale',
};
/** Lower edges of the bands above "well below", on 0-100: 80, 60, 40, 20. */
export const SCALE_BAND_EDGES = { well_above: 80, above: 60, around: 40, below: 20 } as const;

/** The three bands of a comparison with other people (the norms' bands, in words for the person assessed). */
export const PEER_BAND_LABELS = {
  above_most: 'Above most',
  typical: 'Typical',
  below_most: 'Below most',
} as const;

export const ZFeedbackSection = z.object({
  name: z.string(),
  /** What the section measures, in one sentence. */
  measures: z.string(),
  /** The band's short label ("Above the middle of the scale", "Typical"). */
  band: z.string(),
  /** The result in a sentence. */
  summary: z.string(),
  /** What the band compares with: the scale itself, or the company's earlier candidates of the test. */
  comparison: z.string(),
  /** A person is still checking part of the section, so its band may change. */
  underReview: z.boolean(),
});
export type TFeedbackSection = z.infer<typeof ZFeedbackSection>;

export const ZFeedbackTrait = z.object({
  /** The trait's key ('conscientiousness'); not named `trait`, which the answer-key guard reserves for item keys. */
  id: z.string(),
  label: z.string(),
  /** Where the self-description sits: more of the trait than most people, like most, or less. */
  position: z.enum(['higher', 'typical', 'lower']).nullable(),
  sentence: z.string(),
});
export type TFeedbackTrait = z.infer<typeof ZFeedbackTrait>;

export const ZFeedbackPreference = z.object({
  style: z.string(),
  label: z.string(),
  /** 'most', 'middle' or 'least' often chosen, relative to the person's own other choices. */
  rank: z.enum(['most', 'middle', 'least']),
  sentence: z.string(),
});
export type TFeedbackPreference = z.infer<typeof ZFeedbackPreference>;

export const ZCandidateFeedback = z
  .object({
    companyName: z.string(),
    assessmentName: z.string(),
    candidateName: z.string(),
    submittedAt: z.string(),
    /** Scored sections (cognitive, English, situational judgement, writing), in the order taken. */
    sections: z.array(ZFeedbackSection),
    /** The Big Five profile in words; null without a personality section. */
    traits: z
      .object({ intro: z.string(), comparison: z.string(), items: z.array(ZFeedbackTrait) })
      .nullable(),
    /** Work style as the person's relative preferences; null without a work-style section. */
    workStyle: z.object({ intro: z.string(), items: z.array(ZFeedbackPreference) }).nullable(),
    /** The indicative English level (CEFR); null without an English section. */
    english: z.object({ level: z.string().nullable(), label: z.string(), sentence: z.string() }).nullable(),
    /** What the results can and cannot say: fixed paragraphs. */
    limits: z.array(z.string()),
    /** Whom to ask about the results or the data (the company's privacy contact), when set. */
    contactEmail: z.string().nullable(),
  })
  .meta({ id: 'CandidateFeedback' });
export type TCandidateFeedback = z.infer<typeof ZCandidateFeedback>;
