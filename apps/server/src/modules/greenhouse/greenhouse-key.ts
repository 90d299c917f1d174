import { API_KEY_PREFIX } from '@app/contracts';
import { generateApiKey, hashApiKey } from '../api-keys/api-key-secret';

/** Tells a Greenhouse key from a public API key at a glance (and in a secret scanner). */
const GREENHOUSE_KEY_PREFIX = 'ha_gh_';
/** Enough of the key to recognise it in the list, too little to use. */
const VISIBLE_LENGTH = 12;
/** `ha_gh_` + 43 base64url characters: 49, well under Greenhouse's limit of 170 characters. */
const GREENHOUSE_KEY_PATTERN = /^ha_gh_[A-Za-z0-9_-]{43}$/;

/**
 * A new Greenhouse key with its stored hash and visible prefix: the public API's 256 random bits and
 * SHA-256, under a prefix of its own.
 */
export function generateGreenhouseKey(): { key: string; hash: string; prefix: string } {
  const key = `${GREENHOUSE_KEY_PREFIX}${generateApiKey().key.slice(API_KEY_PREFIX.length)}`;
  return { key, hash: hashApiKey(key), prefix: key.slice(0, VISIBLE_LENGTH) };
}

export const hashGreenhouseKey = hashApiKey;

/** Whether the value can be one of our Greenhouse keys at all (refused without a lookup otherwise). */
export const looksLikeGreenhouseKey = (value: string) => GREENHOUSE_KEY_PATTERN.test(value);
