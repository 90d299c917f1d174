import { z } from 'zod';
import none from './fairness-regions/none.json';
import uk from './fairness-regions/uk.json';
import us from './fairness-regions/us.json';

/**
 * Fairness by jurisdiction (issue 36 item 8, decision 036). A company chooses the region whose
 * self-identification categories its candidates are asked and whose law frames its adverse impact report:
 * the United States (EEO-1 categories, the four-fifths rule and NYC Local Law 144), the United Kingdom
 * (ONS 2021 Census-style categories, the Equality Act 2010) or none (nothing is asked). The categories and
 * the framing are content, one data file per region (`fairness-regions/*.json`), checked here when loaded;
 * the candidate's wording of each question and answer is in the web catalogues
 * (`selfId.<region>.<slot>[.<key>]`), in every candidate language.
 */
export const FAIRNESS_REGIONS = ['none', 'us', 'uk'] as const;
export type TFairnessRegion = (typeof FAIRNESS_REGIONS)[number];
/** The regions that ask the questions (every region but none). */
export const SELF_IDENTIFICATION_REGIONS = ['us', 'uk'] as const;
export type TSelfIdentificationRegion = (typeof SELF_IDENTIFICATION_REGIONS)[number];
export const isSelfIdentificationRegion = (region: string): region is TSelfIdentificationRegion =>
  (SELF_IDENTIFICATION_REGIONS as readonly string[]).includes(region);

/**
 * The four questions' places, as the API and the table's columns name them. A region words each its own
 * way (the UK's raceEthnicity is the ONS "ethnic group"); the row records its region, so a key means what
 * its region's file says.
 */
export const SELF_IDENTIFICATION_SLOTS = ['sex', 'raceEthnicity', 'ageBand', 'disability'] as const;
export type TSelfIdentificationSlot = (typeof SELF_IDENTIFICATION_SLOTS)[number];
/** Every question of every region offers it. */
export const PREFER_NOT_TO_SAY = 'prefer_not_to_say';

/** The adverse impact report's tables: each question on its own, and sex × race/ethnicity (or ethnic group). */
export const FAIRNESS_CATEGORIES = [
  'sex',
  'race_ethnicity',
  'intersection',
  'age_band',
  'disability',
] as const;
export type TFairnessCategory = (typeof FAIRNESS_CATEGORIES)[number];
const ZKey = z.string().regex(/^[a-z0-9_]+$/, 'A category key is lower case, digits and underscores');
const ZQuestion = z
  .object({
    slot: z.enum(SELF_IDENTIFICATION_SLOTS),
    /** The report's name of the question's table ("Race/ethnicity", "Ethnic group"). */
    table: z.string().min(1),
    categories: z
      .array(
        z.object({
          key: ZKey,
          /** The answer in English (the form's words are the catalogues'). */
          label: z.string().min(1),
          /** The group's name in the report when the answer's first person does not fit ("No disability"). */
          groupLabel: z.string().min(1).optional(),
          /** A short name where space is tight (item DIF's "Female vs Male", "Black or African American"). */
          short: z.string().min(1).optional(),
          /** The people of the group in a sentence ("women"); else "<short> candidates". */
          people: z.string().min(1).optional(),
        }),
      )
      .min(3),
  })
  .refine((q) => q.categories.at(-1)?.key === PREFER_NOT_TO_SAY, 'Each question ends with prefer_not_to_say')
  .refine(
    (q) => new Set(q.categories.map((c) => c.key)).size === q.categories.length,
    'A question lists each key once',
  );
const ZDifComparison = z.object({ reference: ZKey, focal: z.array(ZKey) });
const ZRegionContent = z
  .object({
    region: z.enum(FAIRNESS_REGIONS),
    name: z.string().min(1),
    /** One line for the settings page: the categories and the law. */
    description: z.string().min(1),
    /** Every slot once, in the order the form asks them; none for the region 'none'. */
    questions: z.array(ZQuestion),
    /** The name of the sex × race/ethnicity table. */
    intersection: z.string().min(1),
    /** Item DIF's comparisons (decision 017): the reference group and the focal groups, by sex and by race. */
    dif: z.object({ sex: ZDifComparison, raceEthnicity: ZDifComparison }).nullable(),
    /** The printable summary: the tables its law asks for first, then the others after the note. */
    summary: z.object({
      required: z.array(z.enum(FAIRNESS_CATEGORIES)),
      further: z.array(z.enum(FAIRNESS_CATEGORIES)),
      furtherNote: z.string().nullable(),
    }),
    /** The report's legal framing, printed word for word on the page, in the CSV and on the summary. */
    framing: z.object({
      law: z.string().min(1),
      scoringRate: z.string().min(1),
      impactRatio: z.string().min(1),
      underTwoPercent: z.string().min(1),
      monitoring: z.string().min(1),
      /** The scoring rate's one-line introduction above its tables. */
      scoringIntro: z.string().min(1),
      summaryIntro: z.string().min(1),
      /** What the summary calls the assessment or test ("Automated employment decision tool" under LL144). */
      tool: z.string().min(1),
    }),
  })
  .refine(
    (c) =>
      c.region === 'none'
        ? c.questions.length === 0
        : c.questions.map((q) => q.slot).join() === SELF_IDENTIFICATION_SLOTS.join(),
    'A region asks every slot once, in order (none asks nothing)',
  )
  .refine(
    (c) =>
      !c.dif ||
      [
        [c.dif.sex, 'sex'],
        [c.dif.raceEthnicity, 'raceEthnicity'],
      ].every(([comparison, slot]) => {
        const keys = new Set(
          c.questions.find((q) => q.slot === slot)?.categories.map((k) => k.key) ?? ([] as string[]),
        );
        const { reference, focal } = comparison as z.infer<typeof ZDifComparison>;
        return [reference, ...focal].every((k) => keys.has(k) && k !== PREFER_NOT_TO_SAY);
      }),
    'DIF compares categories of the region',
  );
export type TRegionContent = z.infer<typeof ZRegionContent>;
export type TRegionQuestion = TRegionContent['questions'][number];

/** Each region's content as its data file gives it; a malformed file fails here, at start. */
export const FAIRNESS_REGION_CONTENT: Readonly<Record<TFairnessRegion, TRegionContent>> = {
  none: ZRegionContent.parse(none),
  us: ZRegionContent.parse(us),
  uk: ZRegionContent.parse(uk),
};
for (const region of FAIRNESS_REGIONS) {
  if (FAIRNESS_REGION_CONTENT[region].region !== region)
    throw new Error(`${region}.json names another region`);
}

/** The region's question in a slot (undefined for none). */
export const regionQuestion = (region: TFairnessRegion, slot: TSelfIdentificationSlot) =>
  FAIRNESS_REGION_CONTENT[region].questions.find((q) => q.slot === slot);

/** A slot's category keys in the region's order, "Prefer not to say" last. */
export const regionCategories = (region: TFairnessRegion, slot: TSelfIdentificationSlot): string[] =>
  regionQuestion(region, slot)?.categories.map((c) => c.key) ?? [];

/** The keys any region offers in a slot: what the database and the API accept at all. */
export function everyCategory(slot: TSelfIdentificationSlot): [string, ...string[]] {
  const keys = [...new Set(SELF_IDENTIFICATION_REGIONS.flatMap((r) => regionCategories(r, slot)))];
  if (keys.length === 0) throw new Error(`No region asks ${slot}`);
  return keys as [string, ...string[]];
}

/** Whether the company asks the questions: switched on, and a region chosen whose questions to ask. */
export const asksSelfIdentification = (settings: {
  selfIdentificationEnabled: boolean;
  fairnessRegion: TFairnessRegion;
}): boolean => settings.selfIdentificationEnabled && isSelfIdentificationRegion(settings.fairnessRegion);

/**
 * The answers a region's form does not offer (slot and value), empty when all fit: the API accepts any
 * region's keys, and the service refuses the ones the company's region does not ask.
 */
export function answersOutsideRegion(
  region: TFairnessRegion,
  answers: Partial<Record<TSelfIdentificationSlot, string | null | undefined>>,
): { slot: TSelfIdentificationSlot; value: string }[] {
  return SELF_IDENTIFICATION_SLOTS.flatMap((slot) => {
    const value = answers[slot];
    return value === null || value === undefined || regionCategories(region, slot).includes(value)
      ? []
      : [{ slot, value }];
  });
}

const CATEGORY_SLOT: Record<Exclude<TFairnessCategory, 'intersection'>, TSelfIdentificationSlot> = {
  sex: 'sex',
  race_ethnicity: 'raceEthnicity',
  age_band: 'ageBand',
  disability: 'disability',
};

/** The tables' names where a region asks nothing (none). */
const GENERIC_TABLES: Record<Exclude<TFairnessCategory, 'intersection'>, string> = {
  sex: 'Sex',
  race_ethnicity: 'Race or ethnicity',
  age_band: 'Age band',
  disability: 'Disability',
};

/** A table's name in the region ("Race/ethnicity" in the US, "Ethnic group" in the UK). */
export function fairnessCategoryLabel(region: TFairnessRegion, category: TFairnessCategory): string {
  const content = FAIRNESS_REGION_CONTENT[region];
  if (category === 'intersection') return content.intersection;
  return regionQuestion(region, CATEGORY_SLOT[category])?.table ?? GENERIC_TABLES[category];
}

/** The groups of a table in the form's order, without "Prefer not to say" (every sex × race pair for the intersection). */
export function fairnessGroups(region: TFairnessRegion, category: TFairnessCategory): string[] {
  const answered = (slot: TSelfIdentificationSlot) =>
    regionCategories(region, slot).filter((k) => k !== PREFER_NOT_TO_SAY);
  if (category !== 'intersection') return answered(CATEGORY_SLOT[category]);
  return answered('sex').flatMap((sex) => answered('raceEthnicity').map((race) => `${sex}|${race}`));
}

/** The label of a group key in the region's report, an intersection's as "Female · White (not Hispanic or Latino)". */
export function fairnessGroupLabel(
  region: TFairnessRegion,
  category: TFairnessCategory,
  group: string,
): string {
  if (category === 'intersection') {
    const [sex = '', race = ''] = group.split('|');
    return `${fairnessGroupLabel(region, 'sex', sex)} · ${fairnessGroupLabel(region, 'race_ethnicity', race)}`;
  }
  const found = regionQuestion(region, CATEGORY_SLOT[category])?.categories.find((c) => c.key === group);
  return found ? (found.groupLabel ?? found.label) : group;
}

const categoryOf = (region: TFairnessRegion, slot: TSelfIdentificationSlot, key: string) =>
  regionQuestion(region, slot)?.categories.find((c) => c.key === key);

/** A group's short name ("Black or African American", "Female"), for item DIF's comparisons. */
export function fairnessShortLabel(
  region: TFairnessRegion,
  slot: TSelfIdentificationSlot,
  key: string,
): string {
  const category = categoryOf(region, slot, key);
  return category ? (category.short ?? category.label) : key;
}

/** A group's people in a sentence: "women", "Black or African American candidates". */
export function fairnessPeople(region: TFairnessRegion, slot: TSelfIdentificationSlot, key: string): string {
  const category = categoryOf(region, slot, key);
  return category?.people ?? `${category ? (category.short ?? category.label) : key} candidates`;
}
