import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at OWASP parameters and verifies', async () => {
    const hash = await hashPassword('s3cret-enough');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: 's3cret-enough' })).toBe(true);
    expect(await verifyPassword({ hash, password: 's3cret-enougH' })).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never verifies a hash of another scheme', async () => {
    expect(await verifyPassword({ hash: 'abcdef:0123456789', password: 'x' })).toBe(false);
  });
});
