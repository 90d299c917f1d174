import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceNav } from './workspace-nav';

const canEdit = vi.hoisted(() => ({ value: true }));
vi.mock('@/lib/auth/use-can-edit', () => ({ useCanEdit: () => canEdit.value }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <WorkspaceNav layout="bar" />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Workspace' }));
}

afterEach(cleanup);

describe('the workspace navigation', () => {
  it("lists an admin's seven areas and marks the current one, pages beneath it included", () => {
    const nav = renderAt('/admin-assessments/123/edit');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Assessments',
      'Candidates',
      'Tests',
      'Analytics',
      'Ratings',
      'Fairness',
      'Settings',
    ]);
    expect(nav.getByRole('link', { name: 'Assessments' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Candidates' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks Settings on any settings page and leads reviewers to the team page', () => {
    canEdit.value = false;
    const nav = renderAt('/settings/team');
    const settings = nav.getByRole('link', { name: 'Settings' });
    expect(settings.getAttribute('aria-current')).toBe('page');
    expect(settings.getAttribute('href')).toBe('/settings/team');
    expect(nav.getByRole('link', { name: 'Candidates' }).getAttribute('href')).toBe('/admin-dashboard');
    // Rating written answers is an admin's (the queue's API refuses reviewers).
    expect(nav.queryByRole('link', { name: 'Ratings' })).toBeNull();
  });
});
