import type { TRole } from '@app/contracts';
import { paths } from '@/config/paths';

const ROLE_AREAS: Record<TRole, string[]> = {
  // An account without a company signs in to accept a team invitation, then comes back to the link.
  admin: [
    paths.adminDashboard.path,
    paths.onboardCompany.path,
    paths.account.path,
    paths.acceptTeamInvitation.path,
  ],
  reviewer: [paths.adminDashboard.path, paths.adminAnalytics.path, paths.account.path],
  // A candidate's account may join a team: the person signs in, then comes back to the link.
  candidate: [
    paths.candidateDashboard.path,
    paths.candidateProfile.path,
    '/test-section/',
    paths.account.path,
    paths.acceptTeamInvitation.path,
  ],
};

/**
 * The `redirectTo` of /login, only when it is a path of this app inside the signed-in role's area;
 * never another origin (an open redirect) and never another role's page.
 */
export function safeRedirect(target: string | null, role: TRole): string | null {
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  const pathname = target.split(/[?#]/)[0] ?? '';
  return ROLE_AREAS[role].some(
    (area) => pathname === area || (area.endsWith('/') && pathname.startsWith(area)),
  )
    ? target
    : null;
}
