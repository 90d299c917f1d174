import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getFieldErrors, isApiError } from '@/lib/api-client';

/**
 * The server's per-field messages of a 400, shown beside the fields; `fieldPath` maps the contract's
 * dotted path to the form's where they differ (an mcq option's text sits in its row's `text`).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldPath: (path: readonly PropertyKey[]) => readonly PropertyKey[] = (path) => path,
) {
  for (const [path, message] of Object.entries(getFieldErrors(error))) {
    setError(fieldPath(path.split('.')).join('.') as Path<T>, { message });
  }
}

/** A test's name is unique in the company: the server's 409 says the name is taken, shown beside it. */
export function isNameTaken(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
