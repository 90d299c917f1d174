import { describe, expect, it } from 'vitest';
import { isOutsideCompanyAccess, READS_BY_POST, reviewerMayCall, roleMayCall } from './access';

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

describe('roleMayCall', () => {
  it("closes the candidate's assessment to company members", () => {
    for (const url of [
      '/api/candidate/sections/:sectionId',
      '/api/candidate/answers/:questionId',
      '/api/submit-assessment',
    ]) {
      expect(roleMayCall('candidate', 'PUT', url)).toBe(true);
      expect(roleMayCall('admin', 'PUT', url)).toBe(false);
      expect(roleMayCall('reviewer', 'GET', url)).toBe(false);
    }
  });

  it('closes every company route to candidates, a new one included', () => {
    for (const url of [
      '/api/candidates',
      '/api/candidates/:id',
      '/api/team/invitations',
      '/api/reports/zip',
      '/api/a-new-route',
    ]) {
      expect(roleMayCall('candidate', 'GET', url)).toBe(false);
      expect(roleMayCall('admin', 'GET', url)).toBe(true);
    }
    for (const url of [
      '/api/me',
      '/api/auth/sign-out',
      '/api/invitations/accept',
      '/api/branding/logo/:companyId',
    ]) {
      expect(roleMayCall('candidate', 'GET', url)).toBe(true);
    }
  });

  it("keeps a reviewer to reads and leaves the web app's routes alone", () => {
    expect(roleMayCall('reviewer', 'DELETE', '/api/candidates/:id')).toBe(false);
    expect(roleMayCall('reviewer', 'POST', '/api/candidates/export')).toBe(true);
    expect(roleMayCall('candidate', 'GET', '/admin')).toBe(true);
  });
});
