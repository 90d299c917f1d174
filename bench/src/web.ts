import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import type { Figure } from './report';
import { REPO_ROOT } from './server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DIST = path.join(REPO_ROOT, 'apps/web/dist');

export type Route = { name: string; path: string; cookie?: string; budgetKb?: number };

/**
 * What a first visit of each route downloads: the scripts and stylesheets the browser fetched
 * (entry, vendor chunks and the route's lazy chunks), gzipped from the production build.
 */
export async function firstLoadBench(base: string, routes: Route[]): Promise<Figure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const figures: Figure[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      if (route.cookie)
        await context.addCookies(
          route.cookie.split('; ').map((pair) => {
            const at = pair.indexOf('=');
            return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
          }),
        );
      const page = await context.newPage();
      const assets = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) assets.add(pathname);
      });
      await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
      // On a loaded machine the network can fall quiet before React asks for the route's chunk: the page
      // counts as loaded once its heading is there and the network is quiet again.
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      if (new URL(page.url()).pathname !== route.path)
        throw new Error(`${route.name}: ${route.path} went to ${page.url()}`);
      await context.close();
      let js = 0;
      let css = 0;
      for (const asset of assets) {
        const size = gzipSync(await readFile(path.join(DIST, asset))).length;
        if (asset.endsWith('.js')) js += size;
        else css += size;
      }
      figures.push(
        {
          name: `${route.name}: first-load JS (gzip)`,
          value: js / 1024,
          unit: 'KB',
          floor: null,
          budget: route.budgetKb ? { limit: route.budgetKb, kind: 'max' } : null,
          note: `${[...assets].filter((a) => a.endsWith('.js')).length} scripts`,
        },
        {
          name: `${route.name}: first-load CSS (gzip)`,
          value: css / 1024,
          unit: 'KB',
          floor: null,
          budget: null,
        },
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** Lighthouse's default (mobile, simulated throttling) performance and accessibility scores. */
export async function lighthouseBench(
  base: string,
  pages: { name: string; path: string }[],
): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      const result = await lighthouse(`${base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const categories = result?.lhr.categories;
      // What the score is made of: a move of the score says which metric moved.
      const audits = result?.lhr.audits;
      const ms = (id: string) => `${Math.round(audits?.[id]?.numericValue ?? Number.NaN)} ms`;
      const metrics = `${result?.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ` : ''}FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, SI ${ms('speed-index')}, CLS ${(audits?.['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)}`;
      for (const [key, label] of [
        ['performance', 'performance'],
        ['accessibility', 'accessibility'],
      ] as const) {
        figures.push({
          name: `Lighthouse ${page.name}: ${label}`,
          value: Math.round((categories?.[key]?.score ?? 0) * 100),
          unit: '',
          floor: null,
          budget: { limit: 95, kind: 'min' },
          ...(key === 'performance' ? { note: metrics } : {}),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
