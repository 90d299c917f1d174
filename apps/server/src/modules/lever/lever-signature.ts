import { createHmac, timingSafeEqual } from 'node:crypto';
import { LEVER_EVENT_MAX_AGE_MS } from '@app/contracts';

/** Lever's webhook signature: hex HMAC-SHA256 of token + triggeredAt, keyed with the signature token. */
export function leverSignature(signatureToken: string, token: string, triggeredAt: number): string {
  return createHmac('sha256', signatureToken).update(`${token}${triggeredAt}`).digest('hex');
}

export type SignatureVerdict = 'valid' | 'invalid' | 'stale';

/**
 * Checks a delivery: a signature that does not match (in constant time) is invalid; a matching one whose
 * triggeredAt is more than LEVER_EVENT_MAX_AGE_MS away from now is stale. A fresh one may still be a
 * replay: the body is not signed, so the caller accepts each signature once (see signatureExpiry).
 */
export function verifyLeverSignature(
  signatureToken: string,
  delivery: { token: string; triggeredAt: number; signature: string },
  now = Date.now(),
): SignatureVerdict {
  const expected = Buffer.from(leverSignature(signatureToken, delivery.token, delivery.triggeredAt), 'utf8');
  const given = Buffer.from(delivery.signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Math.abs(now - delivery.triggeredAt) > LEVER_EVENT_MAX_AGE_MS ? 'stale' : 'valid';
}

/** From this moment a delivery signed at `triggeredAt` is stale, so its signature need not be remembered. */
export const signatureExpiry = (triggeredAt: number) => new Date(triggeredAt + LEVER_EVENT_MAX_AGE_MS);
