import { z } from 'zod';
import { RUBRIC_CRITERIA, RUBRIC_CRITERION_LABELS, type TRubricCriterion } from './evaluation-data';
import writingAnchors from './writing-anchors.json';

/**
 * The rubric of a written question (issue 36 item 3, decision 037): its criteria, each rated 0-5.
 * Writing tests use the four writing criteria; a company's own written question may instead have its
 * author's criteria (e.g. "Correctness", "Explains the trade-off"), each with what full marks look like
 * and optionally what each band 0-5 looks like. Ratings, the model's grading, agreement, the report and
 * the PDF read the question's own criteria.
 */

/** What each band 0-5 of the four writing criteria looks like, lowest first (content: writing-anchors.json). */
export const WRITING_ANCHORS = writingAnchors.criteria as Record<TRubricCriterion, string[]>;

/** Bands 0..5 of a criterion: its anchors say what each looks like, lowest first. */
export const RUBRIC_BANDS = 6;
export const RUBRIC_MAX_CRITERIA = 6;

const KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const ZCriterionKey = z
  .string()
  .regex(KEY_PATTERN, 'A criterion key is lower-case letters, digits and _ (at most 40)');

/** The writing rubric as a question stores it: what full marks look like on each writing criterion. */
export const ZWritingRubric = z.record(z.enum(RUBRIC_CRITERIA), z.string().trim().min(3).max(2000));
export type TWritingRubric = z.infer<typeof ZWritingRubric>;

export const ZCriterionDraft = z.object({
  /** Stable name of the criterion in ratings and grades; made from the label when left out. */
  key: ZCriterionKey.optional(),
  label: z.string().trim().min(1, 'Name the criterion.').max(60, 'At most 60 characters.'),
  /** What a full-marks answer does on this criterion. */
  description: z
    .string()
    .trim()
    .min(3, 'Say what full marks look like.')
    .max(2000, 'At most 2,000 characters.'),
  /** What each band 0-5 looks like, lowest first; a band left empty has no anchor. */
  anchors: z
    .array(z.string().trim().max(500, 'At most 500 characters.'))
    // Refinements rather than .length(): the union with the writing rubric reports them on the field.
    .refine((anchors) => anchors.length === RUBRIC_BANDS, 'Give six anchors, band 0 to band 5.')
    .optional(),
});
export type TCriterionDraft = z.infer<typeof ZCriterionDraft>;

/** The author's own criteria of a written question. */
export const ZCustomRubric = z.array(ZCriterionDraft).superRefine((criteria, ctx) => {
  if (criteria.length === 0)
    ctx.addIssue({ code: 'custom', path: [], message: 'Give the rubric at least one criterion.' });
  if (criteria.length > RUBRIC_MAX_CRITERIA)
    ctx.addIssue({ code: 'custom', path: [], message: `At most ${RUBRIC_MAX_CRITERIA} criteria.` });
  const labels = criteria.map((c) => c.label.trim().toLowerCase());
  const keys = criteria.map((c, i) => c.key ?? criterionKeyOf(c.label, i));
  labels.forEach((label, i) => {
    if (labels.indexOf(label) !== i)
      ctx.addIssue({ code: 'custom', path: [i, 'label'], message: 'Two criteria have the same name.' });
    else if (keys.indexOf(keys[i] as string) !== i)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'key'],
        message: 'Two criteria have names too alike: rename one.',
      });
  });
});
export type TCustomRubric = z.infer<typeof ZCustomRubric>;

/** A written question's rubric: the writing criteria, or the author's own. */
export const ZQuestionRubric = z.union([ZCustomRubric, ZWritingRubric]);
export type TQuestionRubric = z.infer<typeof ZQuestionRubric>;

/** One criterion as raters, the model and reports read it. */
export const ZRubricCriterion = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  anchors: z.array(z.string()),
});
export type TRubricCriterionDefinition = z.infer<typeof ZRubricCriterion>;

/**
 * The key of an author's criterion: a writing criterion's key for its label, else the label in lower-case
 * letters and digits joined by _, or `criterion_<n>` when the label has none (a label in Devanagari, say).
 */
export function criterionKeyOf(label: string, index: number): string {
  const writing = RUBRIC_CRITERIA.find(
    (key) => RUBRIC_CRITERION_LABELS[key].toLowerCase() === label.trim().toLowerCase(),
  );
  if (writing) return writing;
  const slug = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[_0-9]+|_+$/g, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return KEY_PATTERN.test(slug) ? slug : `criterion_${index + 1}`;
}

export const isCustomRubric = (rubric: unknown): rubric is TCustomRubric => Array.isArray(rubric);

/** The label of a criterion key where only the key is known (grades stored before decision 037). */
export const criterionLabelOf = (key: string): string =>
  (RUBRIC_CRITERION_LABELS as Record<string, string>)[key] ?? key.replace(/_/g, ' ');

/** The author's criteria with every key filled in (as they are stored, so keys never change with a label). */
export const withCriterionKeys = (rubric: TCustomRubric): TCustomRubric =>
  rubric.map((c, i) => ({ ...c, key: c.key ?? criterionKeyOf(c.label, i) }));

/**
 * A written question's criteria as raters, the model and reports read them: the author's own, or the
 * four writing criteria with the question's full-marks texts and the writing anchors. A question
 * without a rubric is read on the writing criteria with no full-marks text.
 */
export function rubricCriteria(rubric: TQuestionRubric | null | undefined): TRubricCriterionDefinition[] {
  if (isCustomRubric(rubric))
    return withCriterionKeys(rubric).map((c) => ({
      key: c.key as string,
      label: c.label,
      description: c.description,
      anchors: c.anchors ?? [],
    }));
  return RUBRIC_CRITERIA.map((key) => ({
    key,
    label: RUBRIC_CRITERION_LABELS[key],
    description: rubric?.[key] ?? '',
    anchors: WRITING_ANCHORS[key],
  }));
}

/**
 * The criteria a stored grade is read on, in the rubric's order with their names: the question result's
 * `rubric`, or (evaluations scored before decision 037) the writing criteria, then any other key graded.
 */
export function criteriaOfResult(
  rubric: { key: string; label: string }[] | undefined,
  graded: Record<string, number> | undefined,
): { key: string; label: string }[] {
  if (rubric) return rubric;
  const keys = Object.keys(graded ?? {});
  const ordered = [
    ...RUBRIC_CRITERIA.filter((key) => keys.includes(key)),
    ...keys.filter((key) => !(RUBRIC_CRITERIA as readonly string[]).includes(key)),
  ];
  return (ordered.length > 0 ? ordered : [...RUBRIC_CRITERIA]).map((key) => ({
    key,
    label: criterionLabelOf(key),
  }));
}
