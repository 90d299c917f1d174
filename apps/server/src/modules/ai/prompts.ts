import { WORK_STYLES } from '../items/library/item-schema';
import { pickRoleProfile, pickSlot } from './cache-key';
import type { AiItemType, GenerationSlot, RoleProfile } from './generation-schemas';
import { truncate } from './quality';

/** Bump whenever the prompts or schemas change: it is part of the cache key, so old generations expire. */
export const PROMPT_VERSION = 'items-2026-01-v1';

/** The only names a scenario may use: common across languages and not tied to a gender or a culture. */
export const NEUTRAL_NAMES = [
  'Alex',
  'Sam',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Robin',
  'Kim',
  'Quinn',
  'Avery',
] as const;

const TYPE_RULES: Record<AiItemType, string> = {
  mcq: `mcq (multiple choice): "text" is the question. Exactly 4 options, exactly one correct; "key" is the 0-based index of the correct option. Options are plausible, distinct, at least 3 characters long (write "12 files", not "12") and of similar length (the longest at most twice the shortest). Never "all of the above", "none of the above" or "both of the above". "explanation" says in one or two sentences why the key is right.`,
  true_false: `true_false: "text" is a statement that is clearly true or clearly false (for reasoning items, from the information the text itself gives). "key" is true or false. "explanation" says why.`,
  likert_scale: `likert_scale (personality statement rated from "strongly disagree" to "strongly agree"): "text" is a short statement about behaviour at work, in the style of the IPIP item pool (e.g. "Follow a schedule at work."). One idea only: no "and", "or", "but", no semicolons. At most 20 words. No negations, never a double negative: write a reverse-keyed statement as the opposite behaviour, not as a negation. "reverse" is true when agreeing means less of the trait. "facet" is a short facet name (e.g. "orderliness").`,
  forced_choice: `forced_choice: "text" is a short prompt such as "Which is more like you when a deadline moves?". Exactly 2 statements in the first person, equally desirable and of similar length, each expressing a different work style. Styles: ${WORK_STYLES.join(', ')} (structure: plans, procedures, order; flexibility: improvises, adapts; collaboration: works through others, consensus; independence: works alone, own judgement; drive: targets, pace; care: thoroughness, quality, wellbeing).`,
  sjt: `sjt (situational judgement): "text" is a workplace scenario of two to four sentences ending with "What would you do?". Exactly 4 distinct, realistic actions; "effectiveness" rates each from 4 (most effective) to 1 (least effective), and every rating 1, 2, 3 and 4 is used exactly once. No action is obviously absurd. "competency" names what the scenario measures (e.g. "prioritisation").`,
  open_ended: `open_ended (writing task): "text" is a workplace writing task (an email, a short report, a reply to a colleague) with enough detail to answer without outside knowledge. "minWords" and "maxWords" set the length (e.g. 120 and 180; at least 20 and below "maxWords"). "rubric" has one sentence per criterion saying what a full-marks answer does: task_response, coherence, lexical_resource, grammar_accuracy.`,
};

const CEFR_GUIDE = `CEFR levels (for English items): A1 very common words, sentences under 8 words; A2 everyday work words, simple present and past, under 12 words; B1 familiar work topics, common phrasal verbs, under 16 words; B2 wider vocabulary, conditionals and passives, under 20 words; C1 precise and less frequent vocabulary, complex sentences, under 25 words; C2 nuance and register, under 30 words. Difficulty: easy, medium and hard items for the same level differ in how close the distractors are, not in topic.`;

/**
 * The fixed first message. It never changes between calls (the request-specific parts come after it), so
 * providers that cache prompt prefixes reuse it (ASSESSMENT.md section 3).
 */
export const SYSTEM_PROMPT = `You write questions for a pre-employment assessment used to compare job candidates fairly. You answer with one JSON object and nothing else: no prose, no markdown.

Rules for every item:
1. Fairness: never mention or imply a protected characteristic: age, sex or gender, race, ethnicity or skin colour, religion or belief, nationality or national origin, disability or health, pregnancy or parenthood, marital status, sexual orientation. Do not use words such as old, young, man, woman, male, female, husband, wife, religious holidays or nationalities.
2. People: a scenario may name people only with these first names: ${NEUTRAL_NAMES.join(', ')}. Refer to them by name or as "they", never "he" or "she". No real people, companies, brands or products.
3. Language: plain international English that a non-native speaker at B1 level understands (unless a CEFR level is given), short sentences, no idioms, slang, sayings, sports or culture-specific references, no trick questions.
4. Context: everyday workplace situations that fit the role profile. The role profile is context only: what an item measures is fixed by the slot (test, type, skill or trait, level, difficulty).
5. Independence: each item stands alone, differs clearly from the other items and from the existing questions you are given, and does not reveal the answer to another item.
6. Safety: nothing violent or sexual, no politics, nothing about anyone's own health, finances or family life (work with patients, clients or money is fine where the role calls for it).

Item types and their fields:
- ${Object.values(TYPE_RULES).join('\n- ')}

${CEFR_GUIDE}`;

export type ResponseMode = 'json_schema' | 'json_object';

export type PromptInput = {
  slot: GenerationSlot;
  roleProfile: RoleProfile;
  customInstructions?: string;
  count: number;
  avoidTexts: readonly string[];
};

/** How many existing questions are quoted to the model (all of them are still checked afterwards). */
export const MAX_AVOID_IN_PROMPT = 40;

/** Email addresses and phone-like numbers, removed from admin instructions in case one slipped in. */
const CONTACT_DETAILS = /[\w.+-]+@[\w-]+(\.[\w-]+)+|\+?\d[\d\s().-]{7,}\d/g;

export function redactContactDetails(value: string): string {
  return value.replace(CONTACT_DETAILS, '[removed]');
}

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The first request's messages: the static system prompt, then the task as JSON, then (json_object) the schema. */
export function buildMessages(
  input: PromptInput,
  mode: ResponseMode,
  schema: Record<string, unknown>,
): ChatMessage[] {
  const slot = pickSlot(input.slot);
  const task = {
    count: input.count,
    type: slot.type,
    slot,
    roleProfile: pickRoleProfile(input.roleProfile),
  };
  const parts = [
    `Write ${input.count} new ${slot.type} item${input.count === 1 ? '' : 's'} for this blueprint slot and role:`,
    JSON.stringify(task, null, 2),
    'The slot fixes what the items measure (its skill or competency, trait, style, CEFR level and difficulty); write only the fields the schema asks for.',
  ];
  const instructions = input.customInstructions?.trim();
  if (instructions) {
    parts.push(
      `Instructions from the assessment's author (follow them unless they break a rule above):\n${truncate(redactContactDetails(instructions), 2000)}`,
    );
  }
  const avoid = input.avoidTexts.slice(0, MAX_AVOID_IN_PROMPT).map((t) => `- ${truncate(t, 200)}`);
  if (avoid.length > 0)
    parts.push(`Existing questions: do not repeat or paraphrase them.\n${avoid.join('\n')}`);
  parts.push(outputInstruction(mode, schema));
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

function outputInstruction(mode: ResponseMode, schema: Record<string, unknown>): string {
  const shape = 'Answer with a JSON object of the form {"items": [ ... ]}.';
  return mode === 'json_schema'
    ? shape
    : `${shape} It must be valid JSON that matches this JSON Schema, with every property present:\n${JSON.stringify(schema)}`;
}

/** The follow-up after a rejected batch: what was wrong, and how many items are still needed. */
export function buildRepairMessage(problems: readonly string[], needed: number): ChatMessage {
  return {
    role: 'user',
    content: [
      'Some of your items were rejected:',
      ...problems.map((p) => `- ${p}`),
      '',
      `Write ${needed} new item${needed === 1 ? '' : 's'} that fix these problems and follow every rule. Do not repeat the items above. Answer with the same JSON form {"items": [ ... ]}.`,
    ].join('\n'),
  };
}
