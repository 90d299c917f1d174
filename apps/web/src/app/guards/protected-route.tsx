import type { TRole } from '@app/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { AccessBlocked } from './access-blocked';
import { decideAccess } from './decide-access';

function isLeaving(location: { pathname: string; search: string }): boolean {
  return `${window.location.pathname}${window.location.search}` !== `${location.pathname}${location.search}`;
}

/** Layout route guarding its children (SPEC.md sections 4 and 6). */
export function ProtectedRoute({ allowedRoles }: { allowedRoles: readonly TRole[] }) {
  const auth = useAuth();
  const location = useLocation();
  const decision = decideAccess(auth, allowedRoles, location);
  switch (decision.kind) {
    case 'spinner':
      return <PageSpinner label="Checking your session" />;
    case 'redirect':
      // A navigation is already taking the user away (e.g. Logout going to /login): the address bar has moved
      // on while the next page renders in a transition. Let it finish instead of starting a second one, which
      // would land on '/login?redirectTo=<this page>'.
      if (isLeaving(location)) return <PageSpinner label="Checking your session" />;
      return <Navigate to={decision.to} replace />;
    case 'blocked':
      return <AccessBlocked reason={decision.reason} />;
    case 'allow':
      return <Outlet />;
  }
}

/** Pages that change the company (settings): admins only. */
export const AdminRoute = () => <ProtectedRoute allowedRoles={['admin']} />;
/** The company's workspace: admins, and reviewers who read it without its actions. */
export const CompanyMemberRoute = () => <ProtectedRoute allowedRoles={['admin', 'reviewer']} />;
export const CandidateRoute = () => <ProtectedRoute allowedRoles={['candidate']} />;
export const SignedInRoute = () => <ProtectedRoute allowedRoles={['admin', 'candidate', 'reviewer']} />;
