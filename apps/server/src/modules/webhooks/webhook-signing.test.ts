import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliveryHeaders, generateSecret, signPayload, verifySignature } from './webhook-signing';

const secret = 'whsec_dGVzdC1zZWNyZXQtdGhhdC1pcy1sb25nLWVub3VnaA';
const body = '{"id":"evt_1","type":"ping"}';

describe('webhook signing', () => {
  it('makes whsec_ secrets of 32 random bytes, base64url', () => {
    const a = generateSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice(6), 'base64url')).toHaveLength(32);
    expect(generateSecret()).not.toBe(a);
  });

  it('signs "timestamp.body" with HMAC-SHA256 of the whole secret, in hex', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signPayload(secret, 1_700_000_000, body)).toBe(expected);
    // A hand-checked vector, so a change of the scheme cannot pass by changing both sides.
    expect(signPayload('key', 1, 'x')).toBe(createHmac('sha256', 'key').update('1.x').digest('hex'));
  });

  it('sends the documented headers', () => {
    const headers = deliveryHeaders({
      secret,
      eventId: 'evt_1',
      timestamp: 1_700_000_000,
      body,
      userAgent: 'UA/1',
    });
    expect(headers).toEqual({
      'content-type': 'application/json',
      'user-agent': 'UA/1',
      'webhook-id': 'evt_1',
      'webhook-timestamp': '1700000000',
      'webhook-signature': `v1=${signPayload(secret, 1_700_000_000, body)}`,
    });
  });

  it('verifies a fresh signature and refuses a changed body, another secret or an old timestamp', () => {
    const timestamp = 1_700_000_000;
    const signature = `v1=${signPayload(secret, timestamp, body)}`;
    const check = (overrides: Partial<Parameters<typeof verifySignature>[0]>) =>
      verifySignature({
        secret,
        timestamp: String(timestamp),
        signature,
        rawBody: body,
        nowSeconds: timestamp + 10,
        ...overrides,
      });
    expect(check({})).toBe(true);
    expect(check({ rawBody: `${body} ` })).toBe(false);
    expect(check({ secret: generateSecret() })).toBe(false);
    expect(check({ signature: signature.slice(0, -1) })).toBe(false);
    expect(check({ nowSeconds: timestamp + 301 })).toBe(false);
    expect(check({ nowSeconds: timestamp + 300 })).toBe(true);
    expect(check({ nowSeconds: timestamp - 301 })).toBe(false);
    expect(check({ timestamp: 'soon' })).toBe(false);
  });
});
