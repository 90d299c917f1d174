import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH } from '@app/contracts';

/** A new key: `ha_live_` + 32 random bytes (256 bits) in base64url, its stored hash and visible prefix. */
export function generateApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, API_KEY_VISIBLE_LENGTH) };
}

/**
 * SHA-256 hex of the whole key. The key is a bearer secret of 256 random bits, not a password: there
 * is nothing to guess, so a slow password hash (bcrypt, scrypt) would only cost time on every request,
 * and a deterministic hash is what lets one indexed lookup find the key.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Whether the value can be one of our keys at all (refused without a database lookup otherwise). */
export const looksLikeApiKey = (value: string) => API_KEY_PATTERN.test(value);
