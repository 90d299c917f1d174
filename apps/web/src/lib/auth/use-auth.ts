import type { TCompany, TProfile, TRole } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getErrorMessage } from '@/lib/api-client';
import { meQueryOptions } from './get-me';
import { sessionQueryOptions } from './get-session';

export type AuthUser = { id: string; email: string; name: string; emailVerified: boolean };

export type AuthState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      user: AuthUser;
      role: TRole;
      /** Null when the account has no profile (or it could not be loaded): protected routes stay blocked. */
      profile: TProfile | null;
      company: TCompany | null;
      profileError: string | null;
    };

/**
 * SPEC.md section 4's auth state: loading, then signed in (user, session, role) or signed out. The
 * role is read after the session appears and defaults to candidate when the lookup fails.
 */
export function useAuth(): AuthState {
  const session = useQuery(sessionQueryOptions());
  const user = session.data?.user;
  const me = useQuery(meQueryOptions(user?.id));

  useEffect(() => {
    if (me.error) console.error('Role lookup failed; the role defaults to candidate.', me.error);
  }, [me.error]);

  if (session.isPending) return { status: 'loading' };
  if (!user) return { status: 'signedOut' };
  if (me.isPending) return { status: 'loading' };
  return {
    status: 'signedIn',
    user,
    role: me.data?.profile?.role ?? 'candidate',
    profile: me.data?.profile ?? null,
    company: me.data?.company ?? null,
    profileError: me.error ? getErrorMessage(me.error, 'Failed to load profile') : null,
  };
}
