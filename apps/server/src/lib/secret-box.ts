import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/env';
import { resolveAuthSecret } from './auth-secret';

const VERSION = 'v1';

/**
 * Secrets the server must send on later (an ATS's API key or signature token, a key it authenticates a
 * callback with) are kept encrypted rather than hashed: AES-256-GCM under a key derived (HKDF-SHA256)
 * from the server's auth secret, one key per purpose. A stored value is `v1.<iv>.<tag>.<ciphertext>` in
 * base64url; a changed auth secret makes it unreadable (the admin reconnects or makes a new key).
 */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export type SecretPurpose = 'lever-connection' | 'greenhouse-key';

export function secretBoxOf(secret: string, purpose: SecretPurpose): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `hireassess:${purpose}:v1`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error(`Unreadable ${purpose} secret`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** The process's box: the same auth secret Better Auth signs sessions with (AUTH_SECRET or DATA_DIR's). */
export async function secretBox(
  config: Pick<AppConfig, 'AUTH_SECRET' | 'DATA_DIR'>,
  purpose: SecretPurpose,
): Promise<SecretBox> {
  return secretBoxOf(await resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR), purpose);
}
