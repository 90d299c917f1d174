import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteError } from '@/components/errors/route-error';
import { SiteHeader } from '@/components/layouts/site-header';
import { PageSpinner } from '@/components/ui/spinner';
import { render as prerenderPage } from '@/entry-server';
import { cn, installClassMerge } from '@/lib/utils';

// Evaluated first, as in the browser, where each installs tailwind-merge as it loads.
await import('@/app/provider');
await import('@/features/landing/components/below-the-fold');

/** The same output with tailwind-merge installed, then with the plain join the landing page starts with. */
async function bothWays(output: () => string | Promise<string>) {
  installClassMerge(twMerge);
  const merged = await output();
  installClassMerge(null);
  const joined = await output();
  installClassMerge(twMerge);
  return { merged, joined };
}

/** The class lists that differ, side by side: a readable failure before the whole HTML is compared. */
function conflicts({ merged, joined }: { merged: string; joined: string }) {
  const lists = (html: string) => [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]);
  const mergedLists = lists(merged);
  return lists(joined)
    .map((list, index) => ({ joined: list, merged: mergedLists[index] }))
    .filter((pair) => pair.joined !== pair.merged);
}

/** The landing page's HTML without the sections after the hero, whose module installs the merge. */
const withoutDeferredSections = (html: string) =>
  html.replace(/<!--\$--><section id="features".*<!--\/\$--><\/main>/s, '</main>');

afterEach(() => {
  cleanup();
  installClassMerge(twMerge);
});

/**
 * What renders before tailwind-merge is installed (lib/utils.ts: the landing page's first load, and the root
 * route's loading and error states before the providers load) renders the same without it: no class list
 * there relies on a later utility overriding an earlier one.
 */
describe('class lists rendered without tailwind-merge', () => {
  // Before any pre-rendering in this file: a client render after react-dom/static's prerender found a router
  // already in context.
  it('leave the public header with its phone menu open as tailwind-merge renders it', async () => {
    const header = await bothWays(() => {
      cleanup();
      const { container } = render(
        <MemoryRouter initialEntries={['/']}>
          <SiteHeader />
        </MemoryRouter>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      // useId numbers each render anew.
      return container.innerHTML.replaceAll(/_r_\w+_/g, 'id');
    });
    expect(header.merged).toContain('Close menu');
    expect(conflicts(header)).toEqual([]);
    expect(header.joined).toBe(header.merged);
  });

  it('leave the landing page, up to the deferred sections, as tailwind-merge renders it', async () => {
    const page = await bothWays(async () => withoutDeferredSections(await prerenderPage('/')));
    expect(page.merged).toContain('AI-Powered Assessment Platform');
    expect(page.merged).toContain('© 2024 HireAssess');
    expect(page.merged).not.toContain('Get Started Today');
    expect(conflicts(page)).toEqual([]);
    expect(page.joined).toBe(page.merged);
  });

  it('leave the loading and error states of the root route as tailwind-merge renders them', async () => {
    const states = await bothWays(() =>
      renderToStaticMarkup(
        <MemoryRouter>
          <PageSpinner />
          <RouteError error={new Error('a chunk failed to load')} />
        </MemoryRouter>,
      ),
    );
    expect(states.merged).toContain('Something went wrong');
    expect(conflicts(states)).toEqual([]);
    expect(states.joined).toBe(states.merged);
  });

  it('would see a conflict: it renders differently without tailwind-merge', async () => {
    const both = await bothWays(() => cn('px-3', 'px-4'));
    expect([both.merged, both.joined]).toEqual(['px-4', 'px-3 px-4']);
  });
});
