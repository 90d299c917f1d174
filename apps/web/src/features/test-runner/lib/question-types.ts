import type { TAnswerValue, TCandidateQuestion } from '@app/contracts';

/** How a question is answered (SPEC.md section 9's question types). */
export type InputKind = 'choice' | 'true_false' | 'long_text' | 'short_text';

const CHOICE_TYPES = new Set(['mcq', 'sjt', 'forced_choice', 'likert_scale']);

export function inputKind(questionType: string): InputKind {
  if (CHOICE_TYPES.has(questionType)) return 'choice';
  if (questionType === 'true_false') return 'true_false';
  if (questionType === 'open_ended') return 'long_text';
  return 'short_text';
}

const LABELS: Record<string, string> = {
  mcq: 'Multiple Choice',
  sjt: 'Situational Judgement',
  forced_choice: 'Forced Choice',
  likert_scale: 'Likert Scale',
  true_false: 'True / False',
  open_ended: 'Open Ended',
};

/** The badge of a question type; an unknown type is shown in words ('short_answer' → 'Short Answer'). */
export function questionTypeLabel(questionType: string): string {
  const known = LABELS[questionType];
  if (known) return known;
  const words = questionType
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  return words.length ? words.join(' ') : 'Short Answer';
}

/** True/False is answered 0 for True and 1 for False, whatever labels the question carries. */
export const TRUE_FALSE_CHOICES = ['True', 'False'] as const;

/** The options a candidate picks from, in the server's order; empty for text answers. */
export function choicesOf(question: Pick<TCandidateQuestion, 'questionType' | 'options'>): readonly string[] {
  const kind = inputKind(question.questionType);
  if (kind === 'true_false') return TRUE_FALSE_CHOICES;
  if (kind === 'choice') return question.options;
  return [];
}

/** A chosen option, or text with something in it. */
export function isAnswered(value: TAnswerValue | undefined): boolean {
  if (value === undefined) return false;
  return typeof value === 'number' || value.trim().length > 0;
}
