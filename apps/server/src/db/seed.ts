import type { AppContext } from '../context';
import { createAdminAccount, passwordStillMatches } from '../modules/auth/admin-accounts';

export const DEMO = {
  company: { name: 'Acme Corp', industry: 'Technology', email: 'hr@acme.example' },
  admin: { email: 'admin@acme.example', password: 'acme-admin-2026', name: 'Acme Administrator' },
} as const;

/** Idempotent: the demo workspace is created once; later starts leave it (and any changes) alone. */
export async function seedDemo(context: Pick<AppContext, 'auth' | 'db'>): Promise<void> {
  const ctx = await context.auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(DEMO.admin.email)) return;
  await createAdminAccount(context, { ...DEMO.admin, company: DEMO.company });
}

export async function demoCredentialsActive(context: Pick<AppContext, 'auth'>): Promise<boolean> {
  return passwordStillMatches(context.auth, DEMO.admin.email, DEMO.admin.password);
}
