import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { i18n } from '@/lib/i18n';

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ns: 'custom-tests', ...values });

type Issue = z.core.$ZodIssue;

/**
 * The contract's own message where it wrote one; zod's generic wording ("Too small: expected number to
 * be >=1") reworded for people, since the contract leaves the limits of numbers and lengths unworded.
 */
export function issueMessage(issue: Issue): string {
  if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int'))
    return issue.expected === 'int' ? t('validation.wholeNumber') : t('validation.number');
  if (issue.code === 'too_small' && issue.message.startsWith('Too small'))
    return t(issue.origin === 'string' ? 'validation.minLength' : 'validation.min', { min: issue.minimum });
  if (issue.code === 'too_big' && issue.message.startsWith('Too big'))
    return t(issue.origin === 'string' ? 'validation.maxLength' : 'validation.max', { max: issue.maximum });
  return issue.message;
}

/** Puts `message` at `path` in react-hook-form's nested error object, keeping the first for a field. */
function place(errors: Record<string, unknown>, path: readonly PropertyKey[], type: string, message: string) {
  let node = errors;
  for (const key of path.slice(0, -1)) {
    const next = node[String(key)];
    if (typeof next !== 'object' || next === null) node[String(key)] = {};
    node = node[String(key)] as Record<string, unknown>;
  }
  const last = String(path.at(-1) ?? 'root');
  if (node[last] === undefined) node[last] = { type, message };
}

/**
 * A resolver that checks a form with the contract's schema: the form's values become the request body
 * (`toInput`), the body is parsed, and each issue lands on the field that shows it (`fieldPath`).
 * The contract stays the one place the rules are written.
 */
export function contractResolver<TForm extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (form: TForm) => unknown,
  fieldPath: (path: readonly PropertyKey[]) => readonly PropertyKey[] = (path) => path,
): Resolver<TForm, unknown, TOutput> {
  return async (form) => {
    const result = schema.safeParse(toInput(form));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      place(errors, fieldPath(issue.path), issue.code, issueMessage(issue));
    }
    return { values: {}, errors: errors as FieldErrors<TForm> };
  };
}

/** A number typed into a text field: empty is no number (Number('') would be 0). */
export const numberFrom = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
