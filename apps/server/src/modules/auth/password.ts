import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  // Better Auth's default is scrypt; a non-argon2 hash can never verify here.
  if (!stored.startsWith('$argon2')) return false;
  return verify(stored, password);
}
