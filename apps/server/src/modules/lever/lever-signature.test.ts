import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leverSignature, verifyLeverSignature } from './lever-signature';

describe('Lever webhook signatures', () => {
  const now = 1_764_000_000_000;
  const signed = (token: string, triggeredAt: number, key = 'sig-token-123') => ({
    token,
    triggeredAt,
    signature: createHmac('sha256', key).update(`${token}${triggeredAt}`).digest('hex'),
  });

  it('matches an independently computed HMAC of token + triggeredAt', () => {
    expect(leverSignature('sig-token-123', 'tok', now)).toBe(signed('tok', now).signature);
  });

  it('accepts a fresh delivery and refuses a wrong key, a tampered timestamp and a replay', () => {
    expect(verifyLeverSignature('sig-token-123', signed('tok', now), now)).toBe('valid');
    expect(verifyLeverSignature('another-token', signed('tok', now), now)).toBe('invalid');
    expect(verifyLeverSignature('sig-token-123', { ...signed('tok', now), triggeredAt: now + 1 }, now)).toBe(
      'invalid',
    );
    expect(verifyLeverSignature('sig-token-123', { ...signed('tok', now), signature: '' }, now)).toBe(
      'invalid',
    );
    expect(verifyLeverSignature('sig-token-123', signed('tok', now - 6 * 60_000), now)).toBe('stale');
  });
});
