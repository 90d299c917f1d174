import { describe, expect, it } from 'vitest';
import { scopeFromParams, scopeQuery, targetOf, withTarget } from './report-scope';

describe('the report scope in the URL', () => {
  it('reads an assessment or a test with dates, and nothing without either', () => {
    expect(scopeFromParams(new URLSearchParams('assessmentId=a1&from=2026-01-01&to=2026-06-30'))).toEqual({
      assessmentId: 'a1',
      testId: undefined,
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(scopeFromParams(new URLSearchParams('testId=t1&from=yesterday'))).toEqual({
      assessmentId: undefined,
      testId: 't1',
      from: undefined,
      to: undefined,
    });
    expect(scopeFromParams(new URLSearchParams('from=2026-01-01'))).toBeNull();
  });

  it('prefers the assessment when both are given, as the API takes only one', () => {
    expect(scopeFromParams(new URLSearchParams('assessmentId=a1&testId=t1'))?.testId).toBeUndefined();
  });

  it('writes the query back, and switches the target keeping the dates', () => {
    const scope = { assessmentId: 'a1', from: '2026-01-01', to: undefined };
    expect(scopeQuery(scope)).toBe('assessmentId=a1&from=2026-01-01');
    expect(targetOf(scope)).toBe('assessment:a1');
    const next = withTarget(scope, 'test:t9');
    expect(next).toEqual({ assessmentId: undefined, testId: 't9', from: '2026-01-01', to: undefined });
    expect(scopeQuery(next)).toBe('testId=t9&from=2026-01-01');
  });
});
