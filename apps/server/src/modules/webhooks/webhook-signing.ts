import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How old a signed timestamp may be before a receiver should reject the request (the documented recipe). */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url. */
export function generateSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** Hex HMAC-SHA256 of `${timestamp}.${body}` with the whole secret (prefix included) as the key. */
export function signPayload(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The headers of one delivery attempt (decision 008). */
export function deliveryHeaders(input: {
  secret: string;
  eventId: string;
  timestamp: number;
  body: string;
  userAgent: string;
}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': input.userAgent,
    'webhook-id': input.eventId,
    'webhook-timestamp': String(input.timestamp),
    'webhook-signature': `v1=${signPayload(input.secret, input.timestamp, input.body)}`,
  };
}

/**
 * The receiver's check, exactly as the documentation page gives it: the signature over the raw body in
 * constant time, and a timestamp no older (or newer) than 5 minutes. Used by the tests' receivers.
 */
export function verifySignature(input: {
  secret: string;
  timestamp: string;
  signature: string;
  rawBody: string;
  nowSeconds?: number;
}): boolean {
  const timestamp = Number(input.timestamp);
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(`v1=${signPayload(input.secret, timestamp, input.rawBody)}`);
  const given = Buffer.from(input.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
