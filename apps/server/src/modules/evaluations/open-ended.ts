/**
 * The model's grading of open-ended answers against the question's rubric (decisions 007, 035, 037): the
 * four writing criteria, or the author's own criteria of a company's question, and nothing else.
 *
 * Graded twice at temperature 0; the suggestion is the mean of the two per criterion (the median of two),
 * and its note says when the two differ by more than one band. It is a suggestion: it counts only once a
 * person confirms it. Without a provider, or when it fails, there is no grade at all: the answer waits
 * for a person's rating. Nothing about the candidate but the answer text reaches the provider.
 */
import type { TRubricCriterionDefinition } from '@app/contracts';
import { z } from 'zod';
import {
  type AiCallObserver,
  type AiProvider,
  type ChatMessage,
  parseModelJson,
  type ResponseMode,
} from '../ai';
import { CRITERION_MAX, type OpenEndedGrade } from './scoring';

export const GRADING_PROMPT_VERSION = 'rubric-grading-v2';
/** Two AI grades further apart than this on any criterion: the suggestion's note says so. */
export const DISAGREEMENT_THRESHOLD = 1;

export type OpenEndedTask = {
  prompt: string;
  /** The question's rubric (rubricCriteria of its stored rubric): the model grades these criteria only. */
  criteria: TRubricCriterionDefinition[];
  /** True for an author's own rubric: the model then judges content, not the English of the writing. */
  ownRubric?: boolean;
  answer: string;
  minWords?: number;
  maxWords?: number;
};

const words = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];

/** Words in a written answer, as the rater sees the count beside the question's limits. */
export const countWords = (text: string) => words(text).length;

const clamp = (x: number) => Math.max(0, Math.min(CRITERION_MAX, x));

const ZCriterionGrade = z.object({
  score: z.coerce.number().min(0).max(CRITERION_MAX),
  evidence: z.string().optional(),
});
const aiGradeSchema = (keys: string[]) => z.object(Object.fromEntries(keys.map((k) => [k, ZCriterionGrade])));

const criterionSchema = {
  type: 'object',
  properties: {
    score: { type: 'integer', minimum: 0, maximum: CRITERION_MAX },
    evidence: { type: 'string' },
  },
  required: ['score', 'evidence'],
  additionalProperties: false,
};
/** The JSON the model answers: one {score, evidence} per criterion key of the question's rubric. */
export const gradeJsonSchema = (keys: string[]): Record<string, unknown> => ({
  type: 'object',
  properties: Object.fromEntries(keys.map((k) => [k, criterionSchema])),
  required: keys,
  additionalProperties: false,
});

function rubricText(criteria: TRubricCriterionDefinition[]): string {
  return criteria
    .map((c) => {
      const anchors = c.anchors
        .map((text, band) => (text.trim() ? `    ${band}: ${text.trim()}` : ''))
        .filter(Boolean);
      return [`- ${c.key} (${c.label}): ${c.description || '(no description)'}`, ...anchors].join('\n');
    })
    .join('\n');
}

export function gradingMessages(task: OpenEndedTask, mode: ResponseMode): ChatMessage[] {
  const keys = task.criteria.map((c) => c.key);
  const examiner = task.ownRubric
    ? `You are a strict, fair examiner grading a candidate's written answer against the question author's rubric. Grade only what each criterion describes; do not grade spelling, grammar or style unless a criterion asks for it.`
    : 'You are a strict, fair examiner of workplace English writing.';
  return [
    {
      role: 'system',
      content:
        `${examiner} Grade the answer on each of the ${keys.length} criteria from 0 to 5 (5 = fully meets the descriptor, 0 = no evidence; where bands are described, use them), quoting short evidence from the answer. Do not reward length by itself; a short, underdeveloped answer cannot score high. Answer only with JSON.` +
        (mode === 'json_object'
          ? ` The JSON has the keys ${keys.join(', ')}, each {"score": integer 0-5, "evidence": string}.`
          : ''),
    },
    {
      role: 'user',
      content: `Task:\n${task.prompt}\n\nWord limits: ${task.minWords ?? '-'} to ${task.maxWords ?? '-'} words.\n\nRubric (what a 5 looks like, and each band where described):\n${rubricText(task.criteria)}\n\nAnswer to grade:\n"""\n${task.answer}\n"""`,
    },
  ];
}

async function aiGradeOnce(ai: AiProvider, task: OpenEndedTask, onCall: AiCallObserver | undefined) {
  const keys = task.criteria.map((c) => c.key);
  const schema = aiGradeSchema(keys);
  const { value, model } = await ai.completeJson({
    messages: (mode) => gradingMessages(task, mode),
    schema: gradeJsonSchema(keys),
    schemaName: 'rubric_grade',
    temperature: 0,
    read: (content) => schema.safeParse(parseModelJson(content)).data,
    log: { purpose: 'grading', promptVersion: GRADING_PROMPT_VERSION, onCall },
  });
  const criteria = Object.fromEntries(keys.map((k) => [k, Math.round(Number(value[k]?.score ?? 0))]));
  const evidence = Object.fromEntries(keys.map((k) => [k, value[k]?.evidence ?? '']));
  return { criteria, evidence, model };
}

/** Combines two AI grades: mean per criterion; disagreed when any criterion differs by more than one band. */
export function combineAiGrades(
  first: Record<string, number>,
  second: Record<string, number>,
): { criteria: Record<string, number>; disagreement: number; disagreed: boolean } {
  const keys = Object.keys(first);
  const criteria = Object.fromEntries(keys.map((k) => [k, clamp(((first[k] ?? 0) + (second[k] ?? 0)) / 2)]));
  const disagreement = Math.max(...keys.map((k) => Math.abs((first[k] ?? 0) - (second[k] ?? 0))));
  return { criteria, disagreement, disagreed: disagreement > DISAGREEMENT_THRESHOLD };
}

/**
 * The model's suggested grade of one answered open-ended question, or null without a provider or when it
 * fails (the call log keeps why). `onCall` hears of every call to the model, for the AI call log.
 */
export async function suggestGrade(
  ai: AiProvider | null,
  task: OpenEndedTask,
  onCall?: AiCallObserver,
): Promise<OpenEndedGrade | null> {
  if (!ai) return null;
  try {
    const a = await aiGradeOnce(ai, task, onCall);
    const b = await aiGradeOnce(ai, task, onCall);
    const combined = combineAiGrades(a.criteria, b.criteria);
    const bands = Object.values(combined.criteria);
    return {
      method: 'ai',
      criteria: combined.criteria,
      credit: bands.reduce((sum, b) => sum + b, 0) / (bands.length * CRITERION_MAX),
      needsReview: true,
      note: combined.disagreed
        ? `The model's two gradings differ by ${combined.disagreement} bands on a criterion (more than ${DISAGREEMENT_THRESHOLD}): look closely`
        : "The mean of the model's two gradings at temperature 0",
      details: {
        model: a.model,
        promptVersion: GRADING_PROMPT_VERSION,
        gradings: [a.criteria, b.criteria],
        evidence: a.evidence,
      },
    };
  } catch {
    return null;
  }
}
