import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, looksLikeApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('makes ha_live_ keys of 32 random bytes in base64url, with a 12-character prefix', () => {
    const { key, hash, prefix } = generateApiKey();
    expect(key).toMatch(/^ha_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice('ha_live_'.length), 'base64url')).toHaveLength(32);
    expect(prefix).toBe(key.slice(0, 12));
    expect(hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(looksLikeApiKey(key)).toBe(true);
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateApiKey().key));
    expect(keys.size).toBe(200);
  });

  it('hashes the whole key, so keys sharing a prefix differ', () => {
    const a = 'ha_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const b = 'ha_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB';
    expect(hashApiKey(a)).not.toBe(hashApiKey(b));
    expect(hashApiKey(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses what cannot be a key', () => {
    for (const value of [
      '',
      'ha_live_',
      'ha_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'ha_live_A+B/',
    ]) {
      expect(looksLikeApiKey(value)).toBe(false);
    }
  });
});
