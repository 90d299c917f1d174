import { type TItemDraft, ZItemDraft } from '@app/contracts';
import type { z } from 'zod';

export type DraftCheck = { ok: true; draft: TItemDraft } | { ok: false; reason: string };

/** Names the field an issue is about, in the words of the file being imported ("option_3", "Option 3"). */
export type FieldName = (path: PropertyKey[]) => string | undefined;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

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
      return issue.expected === 'int' || issue.expected === 'number' ? 'Give a whole number.' : 'Missing.';
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
  const problems = result.error.issues.map((issue) => {
    const field = fieldName(issue.path);
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return { ok: false, reason: [...new Set(problems)].join(' ') };
}
