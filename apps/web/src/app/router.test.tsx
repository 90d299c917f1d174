import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/react-query';
import { AppRoutes } from './router';

function renderAt(path: string) {
  const current = { pathname: '' };
  function LocationProbe() {
    current.pathname = useLocation().pathname;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return current;
}

beforeEach(() => {
  // jsdom does not implement scrolling; the scroll manager calls it on navigation.
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  // The app's providers use the one query client: no test's cache leaks into the next.
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('routes', () => {
  it('redirects an unknown path to /404', async () => {
    const location = renderAt('/definitely-not-a-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(location.pathname).toBe('/404');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('renders the landing page with pricing, testimonials and the 2024 copyright', async () => {
    renderAt('/');
    expect(await screen.findByText('AI-Powered Assessment Platform')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(mainNav).getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('#pricing');
    expect(screen.getAllByRole('link', { name: /Start Free Trial/ })[0]?.getAttribute('href')).toBe(
      '/sign-up',
    );
    expect(screen.getByText('₹100')).toBeTruthy();
    expect(screen.getByText('₹92')).toBeTruthy();
    expect(screen.getByText('Most Popular')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose Enterprise' }).getAttribute('href')).toBe(
      '/contact?plan=enterprise',
    );
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Get Started Today' })).toBeTruthy();
    expect(screen.getByText('© 2024 HireAssess. All rights reserved.')).toBeTruthy();
  });

  it('prefills the contact form from ?plan= and ?demo=1', async () => {
    renderAt('/contact?plan=enterprise&demo=1');
    const notes = (await screen.findByLabelText('Additional Requirements')) as HTMLTextAreaElement;
    expect(notes.value).toBe("I'd like a product demo.");
    expect(screen.getByLabelText('Preferred Plan').textContent).toContain('Enterprise');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });

  it('ignores an unknown ?plan=', async () => {
    renderAt('/contact?plan=platinum');
    expect((await screen.findByLabelText('Preferred Plan')).textContent).toContain('Select a plan');
  });

  it("renders the documentation with SPEC's eight contents entries in order, among the HR guide's", async () => {
    renderAt('/documentation');
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = Array.from(contents.querySelectorAll('a')).map((a) => a.textContent);
    expect(links).toEqual([
      'Overview',
      'Getting Started',
      'Running an Assessment',
      'Admin Dashboard',
      'Candidate Management',
      'Test Creation and AI',
      'Custom Tests',
      'Reporting',
      'Fairness',
      'Candidate Rights and Privacy',
      'Integrations',
      'Security',
      'Single Sign-On',
      'Provisioning (SCIM)',
      'Greenhouse',
      'Lever',
      'Self-hosting',
      'Accessibility',
    ]);
    expect(screen.getByLabelText('Search documentation')).toBeTruthy();
  });
});
