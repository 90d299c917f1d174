/**
 * Differential item functioning of a test's items, in two halves so that self-identification never meets
 * a person's row in TypeScript:
 *
 * 1. difAppearances (here, no self-identification): per candidate and dichotomous keyed item, whether the
 *    answer was right and the candidate's matching score.
 * 2. The repository sends those arrays to one SQL statement that joins self_identifications and returns
 *    only counts per (item, stratum, group, right/wrong); itemDif (here) turns the counts into
 *    Mantel-Haenszel results per comparison.
 *
 * Rules:
 * - Studied items: mcq and true/false (right or wrong). SJT items are left out: their credit is graded
 *   (0, ⅓, ⅔, 1), and MH is defined for right/wrong items; graded items need Mantel's test or the
 *   standardized mean difference (Zwick, Thayer & Mazzeo 1997), which we do not compute.
 * - Matching score (strata): the candidate's number right over the mcq and true/false questions of the
 *   same section of their form, the studied item included (with it, MH is unbiased when the items follow
 *   the Rasch model: Holland & Thayer 1988; Zwick 1990). Forms are personal, so two candidates' scores come from different items of
 *   the same blueprint: the match is as good as the forms are parallel.
 * - Comparisons, in the categories of the company's fairness region (decision 036, its data file's `dif`):
 *   by sex, male (reference) with female (focal), and (US) with another gender identity only when that
 *   group reaches the minimum; by race/ethnicity (UK: ethnic group), white (reference) with each other
 *   category that anyone chose. "Prefer not to say", unanswered and answers of another region are left out;
 *   a company without a region has no comparisons.
 * - Below DIF_MIN_GROUP_SIZE in either group the result says "not enough responses" with the counts.
 */
import {
  DIF_MIN_GROUP_SIZE,
  FAIRNESS_MIN_GROUP_SIZE,
  FAIRNESS_REGION_CONTENT,
  fairnessPeople,
  type TFairnessRegion,
  type TItemDif,
  type TItemType,
} from '@app/contracts';
import { type DifStratum, mantelHaenszelDif } from '../fairness/statistics/mantel-haenszel';
import type { AnalysedItem, FormQuestion } from './item-analysis.types';
import { chosenOption, creditOf } from './item-statistics';

const DICHOTOMOUS = new Set<TItemType>(['mcq', 'true_false']);
export const isDifItem = (item: AnalysedItem) => DICHOTOMOUS.has(item.type);

export type DifAppearance = { candidateId: string; itemId: string; stratum: number; correct: boolean };

/** Right or wrong and the section's number right, per candidate and dichotomous keyed item. */
export function difAppearances(items: AnalysedItem[], questions: FormQuestion[]): DifAppearance[] {
  const byId = new Map(items.filter(isDifItem).map((item) => [item.id, item]));
  const formKey = (q: FormQuestion) => `${q.candidateId}\u0000${q.sectionId}`;
  const answered: { question: FormQuestion; correct: boolean }[] = [];
  const numberRight = new Map<string, number>();
  for (const question of questions) {
    const item = byId.get(question.itemId);
    if (!item) continue;
    const correct = creditOf(item, chosenOption(item, question)) === 1;
    answered.push({ question, correct });
    if (correct) numberRight.set(formKey(question), (numberRight.get(formKey(question)) ?? 0) + 1);
  }
  return answered.map(({ question, correct }) => ({
    candidateId: question.candidateId,
    itemId: question.itemId,
    stratum: numberRight.get(formKey(question)) ?? 0,
    correct,
  }));
}

export type DifDimension = TItemDif['dimension'];
type Group = TItemDif['reference'];
/** What the SQL returns: how many of a group, at one score, answered one item right (or wrong). */
export type DifCount = {
  itemId: string;
  stratum: number;
  dimension: DifDimension;
  group: Group;
  correct: boolean;
  count: number;
};

const SLOT = { sex: 'sex', race_ethnicity: 'raceEthnicity' } as const;
const DIMENSIONS: DifDimension[] = ['sex', 'race_ethnicity'];

/** The region's reference and focal groups of a dimension (none for a region that asks nothing). */
function comparisons(region: TFairnessRegion, dimension: DifDimension) {
  const dif = FAIRNESS_REGION_CONTENT[region].dif;
  return dif ? dif[SLOT[dimension]] : null;
}
/** Shown only once large enough (the brief's rule for 'another'): a handful says nothing about the item. */
const ONLY_WHEN_ENOUGH = new Set<Group>(['another']);

/** "women", "Black or African American candidates": the group's people in the region's words. */
export const peopleOf = (region: TFairnessRegion, dimension: DifDimension, group: Group): string =>
  fairnessPeople(region, SLOT[dimension], group);

/** "Moderate DIF against women (ETS category B)" for B and C; null for A or no result. */
export function difFlag(
  region: TFairnessRegion,
  dimension: DifDimension,
  reference: Group,
  focal: Group,
  deltaMh: number | null,
  category: TItemDif['category'],
): string | null {
  if (deltaMh === null || (category !== 'B' && category !== 'C')) return null;
  // Negative delta: the focal group does worse than reference candidates of the same score.
  const against = deltaMh < 0 ? focal : reference;
  return `${category === 'C' ? 'Large' : 'Moderate'} DIF against ${peopleOf(region, dimension, against)} (ETS category ${category})`;
}

/** A group of 1 to 4 is not counted out loud (decision 017's suppression). */
const shownCount = (n: number) => (n > 0 && n < FAIRNESS_MIN_GROUP_SIZE ? null : n);

/**
 * Every comparison of every item from the grouped counts (all of the region's answers), in the order of
 * the region's categories.
 */
export function itemDif(
  region: TFairnessRegion,
  itemIds: string[],
  counts: DifCount[],
): Map<string, TItemDif[]> {
  // item → dimension → group → stratum → [right, wrong]
  const tables = new Map<string, Map<Group, Map<number, [number, number]>>>();
  for (const c of counts) {
    const key = `${c.itemId}\u0000${c.dimension}`;
    const groups = tables.get(key) ?? new Map<Group, Map<number, [number, number]>>();
    const strata = groups.get(c.group) ?? new Map<number, [number, number]>();
    const cell = strata.get(c.stratum) ?? [0, 0];
    cell[c.correct ? 0 : 1] += c.count;
    strata.set(c.stratum, cell);
    groups.set(c.group, strata);
    tables.set(key, groups);
  }
  const total = (strata: Map<number, [number, number]> | undefined) =>
    [...(strata?.values() ?? [])].reduce((sum, [right, wrong]) => sum + right + wrong, 0);

  return new Map(
    itemIds.map((itemId) => [
      itemId,
      DIMENSIONS.flatMap((dimension) => {
        const compared = comparisons(region, dimension);
        if (!compared) return [];
        const groups = tables.get(`${itemId}\u0000${dimension}`);
        const reference = compared.reference;
        const referenceStrata = groups?.get(reference);
        const referenceCount = total(referenceStrata);
        return compared.focal.flatMap((focal): TItemDif[] => {
          const focalStrata = groups?.get(focal);
          const focalCount = total(focalStrata);
          const enoughResponses = referenceCount >= DIF_MIN_GROUP_SIZE && focalCount >= DIF_MIN_GROUP_SIZE;
          const shown =
            dimension === 'sex'
              ? enoughResponses || !ONLY_WHEN_ENOUGH.has(focal)
              : // A category chosen by fewer than 5 is not named at all: its mere presence would point at them.
                focalCount >= FAIRNESS_MIN_GROUP_SIZE;
          if (!shown) return [];
          const base = {
            dimension,
            reference,
            focal,
            referenceCount: shownCount(referenceCount),
            focalCount: shownCount(focalCount),
            enoughResponses,
          };
          if (!enoughResponses) {
            return [
              { ...base, alphaMh: null, deltaMh: null, chiSquare: null, p: null, category: null, flag: null },
            ];
          }
          const scores = new Set([...(referenceStrata?.keys() ?? []), ...(focalStrata?.keys() ?? [])]);
          const strata: DifStratum[] = [...scores].map((score) => {
            const [referenceRight, referenceWrong] = referenceStrata?.get(score) ?? [0, 0];
            const [focalRight, focalWrong] = focalStrata?.get(score) ?? [0, 0];
            return { referenceRight, referenceWrong, focalRight, focalWrong };
          });
          const result = mantelHaenszelDif(strata);
          return [
            {
              ...base,
              alphaMh: result.alphaMh,
              deltaMh: result.deltaMh,
              chiSquare: result.chiSquare,
              p: result.p,
              category: result.category,
              flag: difFlag(region, dimension, reference, focal, result.deltaMh, result.category),
            },
          ];
        });
      }),
    ]),
  );
}
