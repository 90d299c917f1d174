import { describe, expect, it } from 'vitest';
import { describeOutcome } from './delivery-outcome';

describe('describeOutcome', () => {
  it('gives the status code and the response time', () => {
    expect(describeOutcome({ lastStatusCode: 200, lastResponseTimeMs: 45, lastError: null })).toBe(
      '200 in 45 ms',
    );
    expect(describeOutcome({ lastStatusCode: 500, lastResponseTimeMs: 12, lastError: 'HTTP 500' })).toBe(
      '500 in 12 ms',
    );
  });

  it('gives the error when nothing answered, and says when nothing was tried', () => {
    expect(
      describeOutcome({
        lastStatusCode: null,
        lastResponseTimeMs: 10_000,
        lastError: 'No response within 10 s',
      }),
    ).toBe('No response within 10 s');
    expect(describeOutcome({ lastStatusCode: null, lastResponseTimeMs: null, lastError: null })).toBe(
      'Not attempted yet',
    );
  });
});
