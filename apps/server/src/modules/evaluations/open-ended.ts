/**
 * Grading of open-ended answers against the four-criterion rubric (decision 007).
 *
 * With an AI provider: graded twice at temperature 0; the grade is the mean of the two per criterion
 * (the median of two), and a gap of more than one band (|a − b| > 1 on any criterion) flags the answer
 * for human review. Without one, or when the provider fails: the transparent heuristic below, always
 * flagged for review. Nothing about the candidate but the answer text reaches the provider.
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
/** Two AI grades further apart than this on any criterion flag the answer for review. */
export const DISAGREEMENT_THRESHOLD = 1;

export type OpenEndedTask = {
  prompt: string;
  rubric: Record<string, string>;
  answer: string;
  minWords?: number;
  maxWords?: number;
};

const words = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);

const clamp = (x: number) => Math.max(0, Math.min(CRITERION_MAX, x));

/**
 * The heuristic (provisional, always needs review), each criterion 0-5:
 * - task_response (length): 5 within [minWords, maxWords]; below minWords floor(5 × words / minWords);
 *   above maxWords 4.
 * - coherence (structure): 0 without sentences, 1 with one, 3 with two, 5 with three or more whose mean
 *   length is 8-30 words (4 otherwise).
 * - lexical_resource (variety): distinct words / words (type-token ratio, case-insensitive):
 *   ≥ 0.6 → 5, ≥ 0.5 → 4, ≥ 0.4 → 3, ≥ 0.3 → 2, else 1.
 * - grammar_accuracy (mechanics, a weak proxy): round(5 × sentences that start with a capital letter and
 *   end with . ! or ? / sentences).
 * Word-count floor: below minWords every criterion is capped at the task_response score.
 * Defaults when the question has no limits: minWords 50, maxWords 400.
 */
export function heuristicGrade(
  task: Pick<OpenEndedTask, 'answer' | 'minWords' | 'maxWords'>,
): OpenEndedGrade {
  const min = task.minWords ?? 50;
  const max = task.maxWords ?? 400;
  const list = words(task.answer);
  const n = list.length;
  const sentences = sentencesOf(task.answer);
  const taskResponse = n === 0 ? 0 : n < min ? Math.floor((5 * n) / min) : n > max ? 4 : 5;
  const meanSentence = sentences.length === 0 ? 0 : n / sentences.length;
  const coherence =
    sentences.length === 0
      ? 0
      : sentences.length === 1
        ? 1
        : sentences.length === 2
          ? 3
          : meanSentence >= 8 && meanSentence <= 30
            ? 5
            : 4;
  const ttr = n === 0 ? 0 : new Set(list.map((w) => w.toLowerCase())).size / n;
  const lexical = n === 0 ? 0 : ttr >= 0.6 ? 5 : ttr >= 0.5 ? 4 : ttr >= 0.4 ? 3 : ttr >= 0.3 ? 2 : 1;
  const wellFormed = sentences.filter((s) => /^\p{Lu}/u.test(s) && /[.!?]["'”’)]*$/u.test(s)).length;
  const grammar = sentences.length === 0 ? 0 : Math.round((5 * wellFormed) / sentences.length);
  const cap = n < min ? taskResponse : CRITERION_MAX;
  const criteria: Record<Criterion, number> = {
    task_response: taskResponse,
    coherence: Math.min(cap, coherence),
    lexical_resource: Math.min(cap, lexical),
    grammar_accuracy: Math.min(cap, grammar),
  };
  const total = CRITERIA.reduce((a, c) => a + criteria[c], 0);
  return {
    method: 'heuristic',
    criteria,
    credit: total / (CRITERIA.length * CRITERION_MAX),
    needsReview: true,
    note: 'Scored by the offline heuristic (no AI provider): provisional until an admin reviews it',
    details: {
      words: n,
      minWords: min,
      maxWords: max,
      sentences: sentences.length,
      typeTokenRatio: Math.round(ttr * 1000) / 1000,
      wellFormedSentences: wellFormed,
    },
  };
}

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

/** Combines two AI grades: mean per criterion, review when any criterion differs by more than one band. */
export function combineAiGrades(
  first: Record<Criterion, number>,
  second: Record<Criterion, number>,
): { criteria: Record<Criterion, number>; disagreement: number; needsReview: boolean } {
  const criteria = Object.fromEntries(CRITERIA.map((c) => [c, clamp((first[c] + second[c]) / 2)])) as Record<
    Criterion,
    number
  >;
  const disagreement = Math.max(...CRITERIA.map((c) => Math.abs(first[c] - second[c])));
  return { criteria, disagreement, needsReview: disagreement > DISAGREEMENT_THRESHOLD };
}

/**
 * The grade of one answered open-ended question: AI twice when configured, else (or on failure) the
 * heuristic. `onCall` hears of every call to the model, for the AI call log.
 */
export async function gradeOpenEnded(
  ai: AiProvider | null,
  task: OpenEndedTask,
  onCall?: AiCallObserver,
): Promise<OpenEndedGrade> {
  if (!ai) return heuristicGrade(task);
  try {
    const a = await aiGradeOnce(ai, task, onCall);
    const b = await aiGradeOnce(ai, task, onCall);
    const combined = combineAiGrades(a.criteria, b.criteria);
    const total = CRITERIA.reduce((sum, c) => sum + combined.criteria[c], 0);
    return {
      method: 'ai',
      criteria: combined.criteria,
      credit: total / (CRITERIA.length * CRITERION_MAX),
      needsReview: combined.needsReview,
      note: combined.needsReview
        ? `The two AI gradings differ by ${combined.disagreement} bands on a criterion (more than ${DISAGREEMENT_THRESHOLD}): needs review`
        : 'Graded twice by the AI provider at temperature 0; the mean of the two gradings',
      details: {
        model: a.model,
        promptVersion: GRADING_PROMPT_VERSION,
        gradings: [a.criteria, b.criteria],
        evidence: a.evidence,
      },
    };
  } catch (error) {
    const grade = heuristicGrade(task);
    const reason = error instanceof Error ? error.message : 'unknown error';
    return {
      ...grade,
      note: `AI grading failed (${reason.slice(0, 200)}); scored by the offline heuristic: needs review`,
    };
  }
}
