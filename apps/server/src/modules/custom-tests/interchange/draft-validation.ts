import { ownValue, type TItemDraft, ZItemDraft } from '@app/contracts';
import type { z } from 'zod';

export type DraftCheck = { ok: true; draft: TItemDraft } | { ok: false; reason: string };

/** Names the field an issue is about, in the words of the file being imported ("option_3", "Option 3"). */
export type FieldName = (path: PropertyKey[]) => string | undefined;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const KIND_WORDS: Record<string, string> = { string: 'text', array: 'a list' };

// The contract words its own messages ("Write the question."); these replace zod's technical defaults
// ("Too small: expected string to have >=3 characters") for the checks it leaves unworded.
const plainMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return `Write at least ${plural(Number(issue.minimum), 'character')}.`;
      if (issue.origin === 'array') return `Give at least ${issue.minimum}.`;
      return `Must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `At most ${plural(Number(issue.maximum), 'character')}.`;
      if (issue.origin === 'array') return `At most ${issue.maximum}.`;
      return `Must be at most ${issue.maximum}.`;
    case 'invalid_type':
      if (issue.expected === 'int' || issue.expected === 'number') return 'Give a whole number.';
      // Only a rubric written as JSON (rubric_json) can hold a value of the wrong kind: a number as a label.
      return issue.input === undefined
        ? 'Missing.'
        : `Write ${ownValue(KIND_WORDS, issue.expected) ?? issue.expected}.`;
    case 'invalid_value':
      return `Use one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return undefined;
  }
};

/** Validates one imported question against the contract, explaining every problem in plain words. */
export function checkDraft(candidate: unknown, fieldName: FieldName): DraftCheck {
  const result = ZItemDraft.safeParse(candidate, { error: plainMessages });
  if (result.success) return { ok: true, draft: result.data };
  const problems = result.error.issues.flatMap(readingIssues).map((issue) => {
    const field = fieldName(issue.path);
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return { ok: false, reason: [...new Set(problems)].join(' ') };
}

/**
 * A rubric is the writing criteria (a record) or the author's own (an array, decision 037); zod reports a
 * rubric that fails both as failing the union, with each reading's issues. The reading whose shape the
 * value has is the one the author meant, so its issues are the ones to explain.
 */
function readingIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union') return [issue];
  const shaped = issue.errors.filter(
    (reading) => !reading.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  );
  const [reading] = shaped;
  if (shaped.length !== 1 || !reading) return [issue];
  return reading.flatMap((inner) => readingIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Which part of an author's criteria an issue is about, from its path inside the rubric: "criterion 2 label". */
export function criterionPart([index, part, band]: PropertyKey[]): string {
  const criterion = `criterion ${Number(index) + 1}`;
  if (part === 'anchors' && typeof band === 'number') return `${criterion} band ${band} anchor`;
  return typeof part === 'string' ? `${criterion} ${part}` : criterion;
}
