import { useAuth } from './use-auth';

/**
 * False for a reviewer (read-only company member): screens hide the actions the server would refuse
 * with "Reviewers have read-only access." rather than offer them.
 */
export function useCanEdit(): boolean {
  const auth = useAuth();
  return auth.status === 'signedIn' && auth.role === 'admin';
}

/** The header's greeting on the company's pages, naming the role the person signed in with. */
export function useMemberGreeting(): string {
  return useCanEdit() ? 'Welcome, Administrator' : 'Welcome, Reviewer';
}
