import type { TRole } from '@app/contracts';
import { paths } from '@/config/paths';

/** Where a signed-in user belongs (SPEC.md section 4, rule 5). */
export function homeForRole(role: TRole | null | undefined): string {
  if (role === 'admin') return paths.adminDashboard.getHref();
  if (role === 'candidate') return paths.candidateDashboard.getHref();
  return paths.home.getHref();
}
