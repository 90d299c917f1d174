import { describe, expect, it } from 'vitest';
import { isOutsideCompanyAccess, READS_BY_POST, reviewerMayCall } from './access';

describe('reviewerMayCall', () => {
  it('lets reviewers read and refuses every other mutation', () => {
    expect(reviewerMayCall('GET', '/api/candidates/:id')).toBe(true);
    expect(reviewerMayCall('HEAD', '/api/candidates')).toBe(true);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(reviewerMayCall(method, '/api/candidates/:id')).toBe(false);
    }
    expect(reviewerMayCall('post', '/api/team/invitations')).toBe(false);
  });

  it('allows the reads that need a body, by method and exact route only', () => {
    for (const key of Object.keys(READS_BY_POST)) {
      const [method = '', url = ''] = key.split(' ');
      expect(reviewerMayCall(method, url)).toBe(true);
      expect(reviewerMayCall('DELETE', url)).toBe(false);
      expect(reviewerMayCall(method, `${url}/more`)).toBe(false);
    }
  });

  it('leaves routes outside company access to their own guards', () => {
    expect(isOutsideCompanyAccess('/api/auth/sign-out')).toBe(true);
    expect(isOutsideCompanyAccess('/api/v1/candidates')).toBe(true);
    expect(isOutsideCompanyAccess('/api/team/invitations/accept')).toBe(true);
    expect(isOutsideCompanyAccess('/api/team/invitations/:id/resend')).toBe(false);
    expect(isOutsideCompanyAccess('/api/candidates/:id/unlock')).toBe(false);
  });
});
