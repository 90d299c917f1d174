import type { TAdverseImpactQuery } from '@app/contracts';

/** What the page reports on, as its URL keeps it: ?assessmentId=… or ?testId=…, and ?from=…&to=…. */
export type ReportScope = TAdverseImpactQuery;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The scope in the URL, or null while no assessment or test is chosen (malformed dates are left out). */
export function scopeFromParams(params: URLSearchParams): ReportScope | null {
  const assessmentId = params.get('assessmentId') || undefined;
  const testId = assessmentId ? undefined : params.get('testId') || undefined;
  if (!assessmentId && !testId) return null;
  const date = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  return { assessmentId, testId, from: date('from'), to: date('to') };
}

/** The query string of a scope ('' parts left out), for the URL, the API and the CSV link. */
export function scopeQuery(scope: ReportScope): string {
  const params = new URLSearchParams();
  for (const key of ['assessmentId', 'testId', 'from', 'to'] as const) {
    const value = scope[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** The picker's value for a scope: 'assessment:<id>' or 'test:<id>'. */
export const targetOf = (scope: ReportScope | null) =>
  scope?.assessmentId
    ? `assessment:${scope.assessmentId}`
    : scope?.testId
      ? `test:${scope.testId}`
      : undefined;

/** The scope with another assessment or test chosen, keeping the dates. */
export function withTarget(scope: ReportScope | null, target: string): ReportScope {
  const [kind, id] = target.split(':');
  return {
    assessmentId: kind === 'assessment' ? id : undefined,
    testId: kind === 'test' ? id : undefined,
    from: scope?.from,
    to: scope?.to,
  };
}
