/**
 * The model's grading of open-ended answers against the four-criterion rubric (decisions 007, 035).
 *
 * Graded twice at temperature 0; the suggestion is the mean of the two per criterion (the median of two),
 * and its note says when the two differ by more than one band. It is a suggestion: it counts only once a
 * person confirms it. Without a provider, or when it fails, there is no grade at all: the answer waits
 * for a person's rating. Nothing about the candidate but the answer text reaches the provider.
 */
import { z } from 'zod';
import {
  type AiCallObserver,
  type AiProvider,
  type ChatMessage,
  parseModelJson,
  type ResponseMode,
} from '../ai';
import { CRITERIA, CRITERION_MAX, type Criterion, type OpenEndedGrade } from './scoring';

export const GRADING_PROMPT_VERSION = 'rubric-grading-v1';
/** Two AI grades further apart than this on any criterion: the suggestion's note says so. */
export const DISAGREEMENT_THRESHOLD = 1;

export type OpenEndedTask = {
  prompt: string;
  rubric: Record<string, string>;
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
const ZAiGrade = z.object({
  task_response: ZCriterionGrade,
  coherence: ZCriterionGrade,
  lexical_resource: ZCriterionGrade,
  grammar_accuracy: ZCriterionGrade,
});

const criterionSchema = {
  type: 'object',
  properties: {
    score: { type: 'integer', minimum: 0, maximum: CRITERION_MAX },
    evidence: { type: 'string' },
  },
  required: ['score', 'evidence'],
  additionalProperties: false,
};
export const GRADE_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: Object.fromEntries(CRITERIA.map((c) => [c, criterionSchema])),
  required: [...CRITERIA],
  additionalProperties: false,
};

export function gradingMessages(task: OpenEndedTask, mode: ResponseMode): ChatMessage[] {
  const rubric = CRITERIA.map((c) => `- ${c}: ${task.rubric[c] ?? '(no description)'}`).join('\n');
  return [
    {
      role: 'system',
      content:
        'You are a strict, fair examiner of workplace English writing. Grade the answer on each of the four criteria from 0 to 5 (5 = fully meets the descriptor, 0 = no evidence), quoting short evidence from the answer. Do not reward length by itself; a short, underdeveloped answer cannot score high on task_response. Answer only with JSON.' +
        (mode === 'json_object'
          ? ` The JSON has the keys ${CRITERIA.join(', ')}, each {"score": integer 0-5, "evidence": string}.`
          : ''),
    },
    {
      role: 'user',
      content: `Task:\n${task.prompt}\n\nWord limits: ${task.minWords ?? '-'} to ${task.maxWords ?? '-'} words.\n\nRubric (what a 5 looks like):\n${rubric}\n\nAnswer to grade:\n"""\n${task.answer}\n"""`,
    },
  ];
}

async function aiGradeOnce(ai: AiProvider, task: OpenEndedTask, onCall: AiCallObserver | undefined) {
  const { value, model } = await ai.completeJson({
    messages: (mode) => gradingMessages(task, mode),
    schema: GRADE_JSON_SCHEMA,
    schemaName: 'rubric_grade',
    temperature: 0,
    read: (content) => ZAiGrade.safeParse(parseModelJson(content)).data,
    log: { purpose: 'grading', promptVersion: GRADING_PROMPT_VERSION, onCall },
  });
  const criteria = Object.fromEntries(CRITERIA.map((c) => [c, Math.round(value[c].score)])) as Record<
    Criterion,
    number
  >;
  const evidence = Object.fromEntries(CRITERIA.map((c) => [c, value[c].evidence ?? '']));
  return { criteria, evidence, model };
}

/** Combines two AI grades: mean per criterion; disagreed when any criterion differs by more than one band. */
export function combineAiGrades(
  first: Record<Criterion, number>,
  second: Record<Criterion, number>,
): { criteria: Record<Criterion, number>; disagreement: number; disagreed: boolean } {
  const criteria = Object.fromEntries(CRITERIA.map((c) => [c, clamp((first[c] + second[c]) / 2)])) as Record<
    Criterion,
    number
  >;
  const disagreement = Math.max(...CRITERIA.map((c) => Math.abs(first[c] - second[c])));
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
    const total = CRITERIA.reduce((sum, c) => sum + combined.criteria[c], 0);
    return {
      method: 'ai',
      criteria: combined.criteria,
      credit: total / (CRITERIA.length * CRITERION_MAX),
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
