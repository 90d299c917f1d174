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

/** The types the catalogue names (test-runner's type.<type>). */
const KNOWN_TYPES = new Set(['mcq', 'sjt', 'forced_choice', 'likert_scale', 'true_false', 'open_ended']);

/**
 * The badge of a question type in the page's language (`translate` reads the test-runner catalogue); an
 * unknown type is shown in words ('fill_in_the_blank' → 'Fill In The Blank').
 */
export function questionTypeLabel(questionType: string, translate: (key: string) => string): string {
  if (KNOWN_TYPES.has(questionType)) return translate(`type.${questionType}`);
  const words = questionType
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  return words.length ? words.join(' ') : translate('type.short_answer');
}

/**
 * True/False is answered 0 for True and 1 for False, whatever labels the question carries; the words
 * are the catalogue's trueFalse.0 and trueFalse.1.
 */
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
