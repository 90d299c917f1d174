import { INDUSTRIES } from '@app/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, conflict } from '../../lib/app-error';
import { createCompany } from '../companies/companies.service';
import { profilesService } from '../profiles/profiles.service';
import type { Auth } from './auth';

export const ZAdminAccountInput = z.object({
  email: z.email('Enter a valid email address').transform((e) => e.toLowerCase()),
  password: z.string().min(8, 'Password must be at least 8 characters').max(128),
  name: z.string().trim().min(1).max(200),
  company: z
    .object({ name: z.string().trim().min(1), industry: z.enum(INDUSTRIES), email: z.email().optional() })
    .optional(),
});
export type TAdminAccountInput = z.input<typeof ZAdminAccountInput>;

/**
 * Creates a verified admin (and optionally their company) without sign-up or email: used by
 * `npm run create-admin` and the demo seed. Hashing goes through Better Auth's configured hasher.
 */
export async function createAdminAccount(deps: { auth: Auth; db: Database }, raw: TAdminAccountInput) {
  const parsed = ZAdminAccountInput.safeParse(raw);
  if (!parsed.success)
    throw new AppError('VALIDATION_ERROR', parsed.error.issues[0]?.message ?? 'Invalid input');
  const input = parsed.data;
  const userId = await createVerifiedUser(deps.auth, input);
  let companyId: string | null = null;
  if (input.company) {
    const company = await createCompany(deps.db, {
      name: input.company.name,
      industry: input.company.industry,
      email: input.company.email ?? input.email,
    });
    companyId = company.id;
  }
  await profilesService.createForExistingUser(deps.db, userId, 'admin', companyId);
  return { userId, companyId };
}

/** A verified user with a password, hashed by Better Auth's configured hasher; no profile yet. */
export async function createVerifiedUser(
  auth: Auth,
  input: { email: string; name: string; password: string },
): Promise<string> {
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(input.email)) {
    throw conflict(`An account with the email ${input.email} already exists.`);
  }
  const user = await ctx.internalAdapter.createUser(
    { email: input.email, name: input.name, emailVerified: true },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  return user.id;
}

/** True while the account still has this password (demo credentials are only advertised then). */
export async function passwordStillMatches(auth: Auth, email: string, password: string): Promise<boolean> {
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  const credential = found?.accounts.find((a) => a.providerId === 'credential');
  if (!credential?.password) return false;
  return ctx.password.verify({ hash: credential.password, password });
}
