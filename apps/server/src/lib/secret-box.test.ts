import { describe, expect, it } from 'vitest';
import { secretBoxOf } from './secret-box';

describe('the secret box', () => {
  it('round-trips, never stores the plain text, and refuses another secret or a changed byte', () => {
    const box = secretBoxOf('a'.repeat(43), 'lever-connection');
    const sealed = box.seal('lever-api-key-0001');
    expect(sealed).not.toContain('lever-api-key');
    expect(sealed).not.toBe(box.seal('lever-api-key-0001'));
    expect(box.open(sealed)).toBe('lever-api-key-0001');
    expect(() => secretBoxOf('b'.repeat(43), 'lever-connection').open(sealed)).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([parts[0], parts[1], parts[2], body.toString('base64url')].join('.'))).toThrow();
  });

  it('derives one key per purpose: a sealed Lever key does not open as a Greenhouse key', () => {
    const sealed = secretBoxOf('a'.repeat(43), 'lever-connection').seal('key');
    expect(() => secretBoxOf('a'.repeat(43), 'greenhouse-key').open(sealed)).toThrow();
  });
});
