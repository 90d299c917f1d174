import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { deliveryStatusLabel, describeOutcome } from './delivery-outcome';

const t = i18n.getFixedT('en', 'webhooks');
const outcome = (delivery: Parameters<typeof describeOutcome>[0]) => describeOutcome(delivery, t, String);

describe('describeOutcome', () => {
  it('gives the status code and the response time', () => {
    expect(outcome({ lastStatusCode: 200, lastResponseTimeMs: 45, lastError: null })).toBe('200 in 45 ms');
    expect(outcome({ lastStatusCode: 500, lastResponseTimeMs: 12, lastError: 'HTTP 500' })).toBe(
      '500 in 12 ms',
    );
  });

  it('gives the error when nothing answered, and says when nothing was tried', () => {
    expect(
      outcome({ lastStatusCode: null, lastResponseTimeMs: 10_000, lastError: 'No response within 10 s' }),
    ).toBe('No response within 10 s');
    expect(outcome({ lastStatusCode: null, lastResponseTimeMs: null, lastError: null })).toBe(
      'Not attempted yet',
    );
  });
});

describe('deliveryStatusLabel', () => {
  it('names each status, lower-case inside a sentence', () => {
    expect(deliveryStatusLabel('pending', t)).toBe('Retrying');
    expect(deliveryStatusLabel('succeeded', t)).toBe('Delivered');
    expect(deliveryStatusLabel('failed', t, { inSentence: true })).toBe('failed');
  });
});
