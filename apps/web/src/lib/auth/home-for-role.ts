import type { TRole } from '@app/contracts';
import { paths } from '@/config/paths';

/** Where a signed-in user belongs (SPEC.md section 4, rule 5). */
export function homeForRole(role: TRole | null | undefined): string {
  // A reviewer reads the same dashboard as an admin, without its actions.
  if (role === 'admin' || role === 'reviewer') return paths.adminDashboard.getHref();
  if (role === 'candidate') return paths.candidateDashboard.getHref();
  return paths.home.getHref();
}
