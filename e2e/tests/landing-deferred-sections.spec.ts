import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support';

/** The chunk of the landing's sections after the hero (features/landing/components/below-the-fold.tsx). */
const DEFERRED_CHUNK = /\/assets\/below-the-fold-[\w-]+\.js$/;
const HYDRATION_PROBLEM =
  /hydrat|did not match|client rendering|Minified React error #4(18|19|20|21|22|23|25)/i;

/** Every chunk the page fetched and every console message or page error about hydration. */
function watch(page: Page) {
  const chunks: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { deferredLoaded: () => chunks.some((chunk) => DEFERRED_CHUNK.test(chunk)), problems };
}

/** Hydrated: the element (by default the heading, the server's element) has React's fiber. */
const hydrated = (page: Page, selector = 'h1') =>
  page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
/** A link of the pricing section, one of the sections after the hero. */
const PRICING_LINK = 'a[href="/contact?plan=enterprise"]';

/** The pricing heading's position: the same before and after its code arrives (no layout shift). */
const pricingTop = (page: Page) =>
  page.evaluate(() => document.getElementById('pricing')?.getBoundingClientRect().top ?? null);

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`landing page at ${viewport.width} px: the sections after the hero`, () => {
    test.use({ viewport });

    test('stay server HTML until the reader scrolls, then hydrate in place and work', async ({ page }) => {
      const { deferredLoaded, problems } = watch(page);
      await page.goto('/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(deferredLoaded()).toBe(false);
      await expect(page.getByRole('heading', { level: 2, name: 'Get Started Today' })).toBeAttached();
      const before = await pricingTop(page);

      const loaded = page.waitForRequest(DEFERRED_CHUNK);
      await page.mouse.wheel(0, 400);
      await loaded;
      // Hydrated once its links carry React's fiber; the HTML stayed where it was.
      await hydrated(page, PRICING_LINK);
      expect((await pricingTop(page)) ?? 0).toBeCloseTo((before ?? 0) - 400, 0);

      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('link', { name: 'Choose Enterprise' }).click();
      await expect(page).toHaveURL(/\/contact\?plan=enterprise$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact our sales team' })).toBeVisible();
      // A client-side navigation: the deferred sections' links are React's, not the browser's.
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
      ).toBe(true);
      expect(problems).toEqual([]);
    });

    test("load on the way to the header's link to #pricing, whose jump lands on the section", async ({
      page,
    }) => {
      const { deferredLoaded, problems } = watch(page);
      await page.goto('/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(deferredLoaded()).toBe(false);
      const pricingTitle = page.getByRole('heading', { level: 2, name: 'Simple, transparent pricing' });
      await expect(pricingTitle).not.toBeInViewport();

      // The pointer on its way to the link (or the tap that opens the phone menu) loads them.
      const loaded = page.waitForRequest(DEFERRED_CHUNK);
      const link =
        viewport.width < 768
          ? page.getByRole('navigation', { name: 'Main mobile' }).getByRole('link', { name: 'Pricing' })
          : page
              .getByRole('navigation', { name: 'Main', exact: true })
              .getByRole('link', { name: 'Pricing' });
      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      else await link.hover();
      await loaded;
      await hydrated(page, PRICING_LINK);
      await link.click();
      await expect(page).toHaveURL(/\/#pricing$/);
      await expect(pricingTitle).toBeInViewport();
      await page.waitForLoadState('networkidle');
      await expect(pricingTitle).toBeInViewport();
      await screenshot(page, `landing-deferred-pricing-${viewport.width}`);
      expect(problems).toEqual([]);
    });

    test("keep the header's jump to #pricing when it is clicked before their code arrives", async ({
      page,
    }) => {
      const { problems } = watch(page);
      // The chunk held back until the click has happened: the router's update then reaches the sections
      // before they hydrate, and React renders them afresh (the race a fast click on a slow network meets).
      let releaseChunk = () => {};
      const clicked = new Promise<void>((resolve) => {
        releaseChunk = resolve;
      });
      await page.route(DEFERRED_CHUNK, async (route) => {
        await clicked;
        await route.continue();
      });
      await page.goto('/');
      await hydrated(page);
      const chunkRequested = page.waitForRequest(DEFERRED_CHUNK);
      const pricingTitle = page.getByRole('heading', { level: 2, name: 'Simple, transparent pricing' });
      if (viewport.width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = page.getByRole('navigation', {
        name: viewport.width < 768 ? 'Main mobile' : 'Main',
        exact: true,
      });
      await nav.getByRole('link', { name: 'Pricing' }).click();
      await chunkRequested;
      releaseChunk();
      await expect(page).toHaveURL(/\/#pricing$/);
      await hydrated(page, PRICING_LINK);
      await expect(pricingTitle).toBeInViewport();
      expect(problems).toEqual([]);
    });

    test('show at once on a client-side visit to the landing page', async ({ page }) => {
      const { problems } = watch(page);
      await page.goto('/contact');
      await hydrated(page);
      await page.getByRole('banner').getByRole('link', { name: 'HireAssess' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /Transform your hiring/ })).toBeVisible();
      // In the same commit as the hero: no frame without them.
      await expect(page.getByRole('heading', { level: 2, name: 'Get Started Today' })).toBeAttached({
        timeout: 1,
      });
      expect(problems).toEqual([]);
    });
  });
}
