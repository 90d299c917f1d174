import { INDUSTRIES } from '@app/contracts';
import type { GenerationSlot } from '../ai/generation-schemas';
import { type BankItem, BIG_FIVE_TRAITS, type Passage, WORK_STYLES } from '../items/library/item-schema';
import { TEST_IDS } from './test-ids';

/** Who the form is for: only the role, never the person (ASSESSMENT.md section 3). */
export type FormContext = { industry: string };

/** What the AI provider is asked to write for a cell (ai/generation-schemas.ts's slot, less the test). */
export type SlotSpec = Omit<GenerationSlot, 'testId'>;

/**
 * `count` items matching `where`; when too few match, the rest come from `fallback`. A cell with a
 * `slot` can be filled by the AI provider: generated items must still match `where`.
 */
export type ItemCell = {
  kind: 'items';
  label: string;
  count: number;
  where: (item: BankItem, context: FormContext) => boolean;
  fallback?: (item: BankItem, context: FormContext) => boolean;
  slot?: (context: FormContext) => SlotSpec;
};

/** `count` passages matching `where`, each with `questionsPerPassage` of its questions. */
export type PassageCell = {
  kind: 'passages';
  label: string;
  count: number;
  questionsPerPassage: number;
  where: (passage: Passage) => boolean;
};

/**
 * DESIGN.md section 7: the constructs, counts and difficulty mix are fixed per test, the same for every
 * candidate; only which equivalent items fill each cell varies. Bump `version` on any change: the
 * version is part of every form's seed and is stored with the section.
 */
export type Blueprint = {
  version: number;
  cells: (ItemCell | PassageCell)[];
  /** The per-question limit in seconds (SPEC.md default 60). */
  questionSeconds: (item: BankItem) => number;
};

const byLevel = (item: BankItem, level: string) => 'cefr' in item && item.cefr === level;
const byDifficulty = (item: BankItem, difficulty: string) =>
  'difficulty' in item && item.difficulty === difficulty;
const ENGLISH_LEVELS = ['A2', 'B1', 'B2', 'C1'] as const;
const englishCells = (per: number, skill: string): ItemCell[] =>
  ENGLISH_LEVELS.map((level) => ({
    kind: 'items',
    label: level,
    count: per,
    where: (i) => byLevel(i, level),
    slot: () => ({ type: 'mcq', cefr: level, skill }),
  }));

const pairs = WORK_STYLES.flatMap((a, i) => WORK_STYLES.slice(i + 1).map((b) => [a, b] as const));
const styles = (item: BankItem) => (item.type === 'forced_choice' ? item.options.map((o) => o.style) : []);

export const BLUEPRINTS: Record<string, Blueprint> = {
  // Big Five: 8 statements per trait, 4 keyed each way, so acquiescence cancels out. Facet O6
  // ("liberalism") asks about voting and politics: political opinion is protected in hiring in many
  // places, so it never enters a form.
  [TEST_IDS.bigFive]: {
    version: 1,
    cells: BIG_FIVE_TRAITS.flatMap((trait) =>
      [false, true].map(
        (reverse): ItemCell => ({
          kind: 'items',
          label: `${trait}${reverse ? ' (reverse)' : ''}`,
          count: 4,
          where: (i) =>
            i.type === 'likert_scale' && i.trait === trait && i.reverse === reverse && i.facet !== 'O6',
        }),
      ),
    ),
    questionSeconds: () => 30,
  },
  // Work style: every pair of styles once (15), then 5 more pairs of any kind.
  [TEST_IDS.workStyle]: {
    version: 1,
    cells: [
      ...pairs.map(
        ([a, b]): ItemCell => ({
          kind: 'items',
          label: `${a} / ${b}`,
          count: 1,
          where: (i) => styles(i).includes(a) && styles(i).includes(b),
          fallback: (i) => i.type === 'forced_choice',
          slot: () => ({ type: 'forced_choice', style: a, skill: `one statement ${a}, the other ${b}` }),
        }),
      ),
      {
        kind: 'items',
        label: 'any pair',
        count: 5,
        where: (i) => i.type === 'forced_choice',
        slot: () => ({ type: 'forced_choice' }),
      },
    ],
    questionSeconds: () => 45,
  },
  // SJT: up to 5 scenarios from the company's industry, the rest from any workplace.
  [TEST_IDS.situationalJudgement]: {
    version: 1,
    cells: [
      {
        kind: 'items',
        label: 'industry',
        count: 5,
        where: (i, c) => i.type === 'sjt' && i.industry === normaliseIndustry(c.industry),
        fallback: (i) => i.type === 'sjt' && i.industry === 'General',
        slot: (c) => ({ type: 'sjt', industry: normaliseIndustry(c.industry) }),
      },
      {
        kind: 'items',
        label: 'general',
        count: 10,
        where: (i) => i.type === 'sjt' && i.industry === 'General',
        slot: () => ({ type: 'sjt', industry: 'General' }),
      },
    ],
    questionSeconds: () => 90,
  },
  // Logical reasoning: 5 easy, 5 medium, 5 hard.
  [TEST_IDS.logicalReasoning]: {
    version: 1,
    cells: (['easy', 'medium', 'hard'] as const).map(
      (d): ItemCell => ({
        kind: 'items',
        label: d,
        count: 5,
        where: (i) => byDifficulty(i, d),
        slot: () => ({ type: 'mcq', difficulty: d, skill: 'logical reasoning' }),
      }),
    ),
    questionSeconds: (i) => ('difficulty' in i && i.difficulty === 'hard' ? 90 : 60),
  },
  // Grammar and vocabulary: 5 items at each of A2, B1, B2 and C1.
  [TEST_IDS.englishGrammar]: { version: 1, cells: englishCells(5, 'grammar'), questionSeconds: () => 45 },
  [TEST_IDS.englishVocabulary]: {
    version: 1,
    cells: englishCells(5, 'vocabulary'),
    questionSeconds: () => 45,
  },
  // Reading: five passages (A2, B1, two B2, C1), three questions each.
  [TEST_IDS.readingComprehension]: {
    version: 1,
    cells: (['A2', 'B1', 'B2', 'C1'] as const).map(
      (level): PassageCell => ({
        kind: 'passages',
        label: level,
        count: level === 'B2' ? 2 : 1,
        questionsPerPassage: 3,
        where: (p) => p.cefr === level,
      }),
    ),
    questionSeconds: () => 100,
  },
  // Writing: one prompt each at B1, B2 and C1.
  [TEST_IDS.businessWriting]: {
    version: 1,
    cells: (['B1', 'B2', 'C1'] as const).map(
      (level): ItemCell => ({
        kind: 'items',
        label: level,
        count: 1,
        where: (i) => byLevel(i, level),
        slot: () => ({ type: 'open_ended', cefr: level }),
      }),
    ),
    questionSeconds: () => 480,
  },
};

/** The company's industry as the bank names it; anything else reads as 'Other'. */
export function normaliseIndustry(industry: string): string {
  return (INDUSTRIES as readonly string[]).includes(industry) ? industry : 'Other';
}

/**
 * A company's own test (decision 016): every active item in the order the company set, or a seeded
 * random draw of `drawCount` of them shown in that order; each question gets the test's time.
 */
export function customBlueprint(
  bank: { items: BankItem[] },
  settings: { drawCount: number | null; questionSeconds: number | null },
): Blueprint {
  return {
    version: 1,
    cells: [
      {
        kind: 'items',
        label: 'questions',
        count: Math.min(settings.drawCount ?? bank.items.length, bank.items.length),
        where: () => true,
      },
    ],
    questionSeconds: () => settings.questionSeconds ?? 60,
  };
}
