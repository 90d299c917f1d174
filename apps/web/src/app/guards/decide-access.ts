import type { TRole } from '@app/contracts';
import { paths } from '@/config/paths';
import { homeForRole } from '@/lib/auth/home-for-role';
import type { AuthState } from '@/lib/auth/use-auth';

export type AccessDecision =
  | { kind: 'spinner' }
  | { kind: 'redirect'; to: string }
  | { kind: 'blocked'; reason: string }
  | { kind: 'allow' };

/**
 * SPEC.md section 4's protected-route flow, in order: spinner while loading; /login without a user;
 * blocked without a profile; /onboard-company for an admin without a company; the user's own
 * dashboard (or /) when the role is not allowed here.
 */
export function decideAccess(
  auth: AuthState,
  allowedRoles: readonly TRole[],
  location: { pathname: string; search?: string },
): AccessDecision {
  if (auth.status === 'loading') return { kind: 'spinner' };
  if (auth.status === 'signedOut') {
    return {
      kind: 'redirect',
      to: paths.login.getHref({ redirectTo: `${location.pathname}${location.search ?? ''}` }),
    };
  }
  if (!auth.profile) {
    return {
      kind: 'blocked',
      reason: auth.profileError ?? 'Your account has no profile yet. Please contact support.',
    };
  }
  const onboarding = location.pathname === paths.onboardCompany.path;
  if (auth.role === 'admin' && !auth.profile.companyId && !onboarding) {
    return { kind: 'redirect', to: paths.onboardCompany.getHref() };
  }
  if (!allowedRoles.includes(auth.role)) return { kind: 'redirect', to: homeForRole(auth.role) };
  return { kind: 'allow' };
}
