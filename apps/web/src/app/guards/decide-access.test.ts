import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { safeRedirect } from '@/features/auth/safe-redirect';
import type { AuthState } from '@/lib/auth/use-auth';
import { decideAccess } from './decide-access';

const user = { id: 'u1', email: 'a@b.test', name: 'A', emailVerified: true };
const signedIn = (
  role: 'admin' | 'candidate' | 'reviewer',
  companyId: string | null = 'c1',
  hasProfile = true,
): AuthState => ({
  status: 'signedIn',
  user,
  role,
  profile: hasProfile ? { id: 'u1', role, companyId, profileData: {} } : null,
  company: null,
  profileError: hasProfile ? null : 'Failed to load profile',
});

describe('decideAccess (SPEC.md section 4)', () => {
  it('shows a spinner while loading', () => {
    expect(decideAccess({ status: 'loading' }, ['admin'], { pathname: '/admin-dashboard' })).toEqual({
      kind: 'spinner',
    });
  });

  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    expect(
      decideAccess({ status: 'signedOut' }, ['admin'], { pathname: '/admin-dashboard', search: '?tab=x' }),
    ).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fadmin-dashboard%3Ftab%3Dx',
    });
  });

  it('blocks a user without a profile, keeping the error text', () => {
    expect(
      decideAccess(signedIn('candidate', null, false), ['candidate'], { pathname: '/candidate-dashboard' }),
    ).toEqual({
      kind: 'blocked',
      reason: 'Failed to load profile',
    });
  });

  it('sends an admin without a company to onboarding, from any protected page', () => {
    for (const pathname of ['/admin-dashboard', '/candidate-dashboard', '/account']) {
      expect(decideAccess(signedIn('admin', null), ['admin', 'candidate'], { pathname })).toEqual({
        kind: 'redirect',
        to: '/onboard-company',
      });
    }
    expect(decideAccess(signedIn('admin', null), ['admin'], { pathname: '/onboard-company' })).toEqual({
      kind: 'allow',
    });
  });

  it('sends each role to its own dashboard when the route is not theirs', () => {
    expect(decideAccess(signedIn('admin'), ['candidate'], { pathname: '/candidate-dashboard' })).toEqual({
      kind: 'redirect',
      to: '/admin-dashboard',
    });
    expect(decideAccess(signedIn('candidate'), ['admin'], { pathname: '/admin-dashboard' })).toEqual({
      kind: 'redirect',
      to: '/candidate-dashboard',
    });
    expect(decideAccess(signedIn('candidate'), ['admin'], { pathname: '/onboard-company' })).toEqual({
      kind: 'redirect',
      to: '/candidate-dashboard',
    });
  });

  it('lets an onboarded admin reach the onboarding route, whose page sends them on', () => {
    expect(decideAccess(signedIn('admin'), ['admin'], { pathname: '/onboard-company' })).toEqual({
      kind: 'allow',
    });
  });

  it('lets the right role in', () => {
    expect(decideAccess(signedIn('admin'), ['admin'], { pathname: '/admin-dashboard' })).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(signedIn('candidate'), ['candidate'], { pathname: '/candidate-dashboard' })).toEqual({
      kind: 'allow',
    });
  });

  it("admits a reviewer to the company's workspace and sends them from admin-only pages to the dashboard", () => {
    expect(
      decideAccess(signedIn('reviewer'), ['admin', 'reviewer'], { pathname: '/admin-dashboard' }),
    ).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(signedIn('reviewer'), ['admin'], { pathname: '/settings/webhooks' })).toEqual({
      kind: 'redirect',
      to: '/admin-dashboard',
    });
  });

  it("sends a signed-out recruiter from a candidate's report (Greenhouse's link) to sign in, and back to it", () => {
    const candidateId = '0b6a3c56-6f3e-4a8e-9d53-1f0c2b7e9a41';
    const report = paths.adminDashboard.getHref({ report: candidateId });
    expect(report).toBe(`/admin-dashboard?report=${candidateId}`);
    const [pathname = '', query = ''] = report.split('?');
    const decision = decideAccess({ status: 'signedOut' }, ['admin', 'reviewer'], {
      pathname,
      search: `?${query}`,
    });
    expect(decision).toEqual({
      kind: 'redirect',
      to: `/login?redirectTo=%2Fadmin-dashboard%3Freport%3D${candidateId}`,
    });
    const login = new URL(decision.kind === 'redirect' ? decision.to : '', 'http://app.test');
    expect(login.pathname).toBe(paths.login.path);
    for (const role of ['admin', 'reviewer'] as const) {
      expect(safeRedirect(login.searchParams.get('redirectTo'), role)).toBe(report);
    }
  });
});
