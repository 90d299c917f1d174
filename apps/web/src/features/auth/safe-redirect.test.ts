import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path inside the role area', () => {
    expect(safeRedirect('/admin-dashboard?tab=1', 'admin')).toBe('/admin-dashboard?tab=1');
    expect(safeRedirect('/test-section/abc', 'candidate')).toBe('/test-section/abc');
  });
  it('drops other origins and other roles', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'admin-dashboard',
      null,
    ]) {
      expect(safeRedirect(target, 'admin')).toBeNull();
    }
    expect(safeRedirect('/admin-dashboard', 'candidate')).toBeNull();
    expect(safeRedirect('/test-section/x', 'admin')).toBeNull();
  });
  it("keeps a reviewer inside the company's read-only pages and lets an admin come back to a team invitation", () => {
    expect(safeRedirect('/admin-analytics', 'reviewer')).toBe('/admin-analytics');
    expect(safeRedirect('/onboard-company', 'reviewer')).toBeNull();
    expect(safeRedirect('/accept-team-invite?token=abc', 'admin')).toBe('/accept-team-invite?token=abc');
  });
  it("brings an admin or a reviewer back to a candidate's report, the link Greenhouse shows", () => {
    const report = '/admin-dashboard?report=0b6a3c56-6f3e-4a8e-9d53-1f0c2b7e9a41';
    expect(safeRedirect(report, 'admin')).toBe(report);
    expect(safeRedirect(report, 'reviewer')).toBe(report);
    expect(safeRedirect(report, 'candidate')).toBeNull();
  });
});
