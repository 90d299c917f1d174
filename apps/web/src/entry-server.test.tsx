// @vitest-environment node
// The build renders the pages in Node (scripts/prerender.mjs); the browser's hydration of this HTML is
// checked by the journey e2e/tests/public-pages-prerendered.spec.ts.
import { describe, expect, it } from 'vitest';
import { prerenderedPaths, render } from './entry-server';

/** SPEC.md's words each pre-rendered page carries in its HTML, before any script runs. */
const SPEC_TEXTS: Record<string, string[]> = {
  '/': [
    'AI-Powered Assessment Platform',
    'Start Free Trial',
    'View Demo',
    'Get Started Today',
    'Pricing',
    'Documentation',
    'Contact',
    'Sign In',
  ],
  '/login': ['Welcome Back', 'Sign In', 'Contact Sales for Access', 'Email', 'Password'],
  '/contact': ['Contact our sales team', 'Back to Home'],
  '/documentation': ['HireAssess Documentation', 'Getting Started', 'Integrations', 'Security'],
  '/404': ['Oops! Page not found', 'Back to Home'],
};

describe('pre-rendered public pages', () => {
  it('are the five public pages', () => {
    expect([...prerenderedPaths].sort()).toEqual(Object.keys(SPEC_TEXTS).sort());
  });

  for (const [path, texts] of Object.entries(SPEC_TEXTS)) {
    it(`renders ${path} with its SPEC texts, in English and signed out`, async () => {
      const html = await render(path);
      expect(texts.filter((text) => !html.includes(text))).toEqual([]);
      expect(html.includes('Checking your session')).toBe(false);
      // No spinner: neither a Suspense fallback nor the session check, which the browser's first render skips too.
      expect(html.includes('animate-spin')).toBe(false);
      // Complete as it is: no boundary left to the client (<!--$!-->) or to a script (<!--$?-->, <template>),
      // and no inline script, which the CSP would block.
      expect(
        ['<!--$!-->', '<!--$?-->', '<template', '<script'].filter((part) => html.includes(part)),
      ).toEqual([]);
    });
  }
});
