import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  type BankItem,
  BIG_FIVE_TRAITS,
  CEFR_LEVELS,
  DIFFICULTIES,
  SCENARIO_INDUSTRIES,
  WORK_STYLES,
  WRITING_CRITERIA,
} from '../items/library/item-schema';

/**
 * What the model is asked to write, per item type. Only the content is asked for: whatever the blueprint
 * slot fixes (trait, CEFR level, difficulty, skill) is filled in from the slot afterwards, and enums the slot
 * narrows are narrowed in the schema too, so constrained decoding cannot pick another value. These schemas
 * carry types and enums only, no length or range limits: those are outside the subset every
 * OpenAI-compatible server accepts (ASSESSMENT.md section 3), and quality.ts enforces them after parsing.
 */

export const AI_ITEM_TYPES = [
  'mcq',
  'true_false',
  'sjt',
  'likert_scale',
  'forced_choice',
  'open_ended',
] as const;
export type AiItemType = (typeof AI_ITEM_TYPES)[number];

/** One blueprint slot: what to measure. The same for every candidate of a role. */
export type GenerationSlot = {
  testId: string;
  type: AiItemType;
  /** MCQ / true-false skill (e.g. 'tenses', 'number series'); the competency of an SJT. */
  skill?: string;
  trait?: (typeof BIG_FIVE_TRAITS)[number];
  /** Forced choice: one of the two statements expresses this work style. */
  style?: (typeof WORK_STYLES)[number];
  cefr?: (typeof CEFR_LEVELS)[number];
  difficulty?: (typeof DIFFICULTIES)[number];
  /** SJT scenario context; defaults to the role profile's industry. */
  industry?: string;
};

/** The role, as context only. Never anything about the candidate as a person. */
export type RoleProfile = {
  position?: string;
  experienceLevel?: string;
  industry: string;
};

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fixed?: T[number]) =>
  fixed ? z.enum([fixed] as [T[number]]) : z.enum(values);

/** The zod schema of one generated item of the slot's type (no length or range constraints). */
export function generatedItemSchema(slot: GenerationSlot) {
  switch (slot.type) {
    case 'mcq':
      return z.object({
        text: z.string(),
        options: z.array(z.string()),
        key: z.number().int(),
        explanation: z.string(),
        ...(slot.skill ? {} : { skill: z.string() }),
        ...(slot.difficulty ? {} : { difficulty: oneOf(DIFFICULTIES) }),
      });
    case 'true_false':
      return z.object({
        text: z.string(),
        key: z.boolean(),
        explanation: z.string(),
        ...(slot.skill ? {} : { skill: z.string() }),
        ...(slot.difficulty ? {} : { difficulty: oneOf(DIFFICULTIES) }),
      });
    case 'likert_scale':
      return z.object({
        text: z.string(),
        trait: oneOf(BIG_FIVE_TRAITS, slot.trait),
        facet: z.string(),
        reverse: z.boolean(),
      });
    case 'forced_choice':
      return z.object({
        text: z.string(),
        options: z.array(z.object({ text: z.string(), style: oneOf(WORK_STYLES) })),
      });
    case 'sjt':
      return z.object({
        text: z.string(),
        ...(slot.skill ? {} : { competency: z.string() }),
        options: z.array(z.object({ text: z.string(), effectiveness: z.number().int() })),
      });
    case 'open_ended':
      return z.object({
        text: z.string(),
        cefr: oneOf(CEFR_LEVELS, slot.cefr),
        minWords: z.number().int(),
        maxWords: z.number().int(),
        rubric: z.object(
          Object.fromEntries(WRITING_CRITERIA.map((c) => [c, z.string()])) as Record<
            (typeof WRITING_CRITERIA)[number],
            z.ZodString
          >,
        ),
      });
  }
}

/** The answer's wrapper: `{ items: [...] }` (a top-level object, as json_object mode requires). */
export function generationSchema(slot: GenerationSlot) {
  return z.object({ items: z.array(generatedItemSchema(slot)) });
}

const DROPPED_KEYWORDS = new Set([
  '$schema',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);

function stripConstraints(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripConstraints);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!DROPPED_KEYWORDS.has(key)) out[key] = stripConstraints(value);
  }
  return out;
}

/**
 * The JSON Schema sent to the provider: zod 4's `z.toJSONSchema()` (every property required,
 * `additionalProperties: false`, as strict mode needs) without the keywords outside the cross-provider
 * subset (zod adds safe-integer bounds to `.int()`, for example).
 */
export function generationJsonSchema(slot: GenerationSlot): Record<string, unknown> {
  return stripConstraints(z.toJSONSchema(generationSchema(slot))) as Record<string, unknown>;
}

/** The industry an SJT is set in: the slot's, else the role's when it is one of the scenario industries. */
export function scenarioIndustry(
  slot: GenerationSlot,
  role: RoleProfile,
): (typeof SCENARIO_INDUSTRIES)[number] {
  const known = (value: string | undefined) =>
    SCENARIO_INDUSTRIES.find((i) => i.toLowerCase() === value?.trim().toLowerCase());
  return known(slot.industry) ?? known(role.industry) ?? 'General';
}

/** 'ai-' and 16 hex digits of the content's SHA-256: the same generated item always gets the same id. */
export function aiItemId(content: unknown): string {
  return `ai-${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16)}`;
}

const clean = (value: string) => value.trim().replace(/\s+/g, ' ');

type Trait = (typeof BIG_FIVE_TRAITS)[number];
type Style = (typeof WORK_STYLES)[number];
type Cefr = (typeof CEFR_LEVELS)[number];
type Difficulty = (typeof DIFFICULTIES)[number];
type Criterion = (typeof WRITING_CRITERIA)[number];
/** The union of every generated shape; which fields are present depends on the slot's type. */
type Generated = {
  text: string;
  options?: (string | { text: string; style?: Style; effectiveness?: number })[];
  key?: number | boolean;
  explanation?: string;
  skill?: string;
  difficulty?: Difficulty;
  trait?: Trait;
  facet?: string;
  reverse?: boolean;
  competency?: string;
  cefr?: Cefr;
  minWords?: number;
  maxWords?: number;
  rubric?: Record<Criterion, string>;
};
type ItemContent = BankItem extends infer T
  ? T extends BankItem
    ? Omit<T, 'id' | 'version'>
    : never
  : never;

/**
 * A generated item (already validated against `generatedItemSchema(slot)`) in the item bank's shape, with
 * the slot's fixed fields filled in, version 1 and an 'ai-<hash>' id. Not yet validated against ZBankItem:
 * quality.ts does that, so every problem is reported the same way.
 */
export function toBankItem(generated: object, slot: GenerationSlot, role: RoleProfile): BankItem {
  const g = generated as Generated;
  const text = clean(g.text);
  const options = g.options ?? [];
  const optionText = (o: (typeof options)[number]) => clean(typeof o === 'string' ? o : o.text);
  let content: ItemContent;
  switch (slot.type) {
    case 'mcq':
      content = {
        type: 'mcq',
        text,
        options: options.map(optionText),
        key: g.key as number,
        difficulty: (slot.difficulty ?? g.difficulty) as Difficulty,
        ...(slot.cefr ? { cefr: slot.cefr } : {}),
        skill: clean(slot.skill ?? g.skill ?? ''),
        explanation: clean(g.explanation ?? ''),
      };
      break;
    case 'true_false':
      content = {
        type: 'true_false',
        text,
        key: g.key as boolean,
        difficulty: (slot.difficulty ?? g.difficulty) as Difficulty,
        ...(slot.cefr ? { cefr: slot.cefr } : {}),
        skill: clean(slot.skill ?? g.skill ?? ''),
        explanation: clean(g.explanation ?? ''),
      };
      break;
    case 'likert_scale':
      content = {
        type: 'likert_scale',
        text,
        trait: (slot.trait ?? g.trait) as Trait,
        facet: clean(g.facet ?? ''),
        reverse: g.reverse as boolean,
      };
      break;
    case 'forced_choice':
      content = {
        type: 'forced_choice',
        text,
        options: options.map((o) => ({ text: optionText(o), style: (o as { style: Style }).style })),
      };
      break;
    case 'sjt':
      content = {
        type: 'sjt',
        industry: scenarioIndustry(slot, role),
        competency: clean(slot.skill ?? g.competency ?? ''),
        text,
        options: options.map((o) => ({
          text: optionText(o),
          effectiveness: (o as { effectiveness: number }).effectiveness,
        })),
      };
      break;
    case 'open_ended': {
      const rubric = g.rubric as Record<Criterion, string>;
      content = {
        type: 'open_ended',
        text,
        cefr: (slot.cefr ?? g.cefr) as Cefr,
        minWords: g.minWords as number,
        maxWords: g.maxWords as number,
        rubric: Object.fromEntries(WRITING_CRITERIA.map((c) => [c, clean(rubric[c] ?? '')])) as Record<
          Criterion,
          string
        >,
      };
      break;
    }
  }
  return { id: aiItemId(content), version: 1, ...content } as BankItem;
}
