import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR, so sessions survive restarts. */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing && existing.trim().length >= 32) return existing.trim();
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
