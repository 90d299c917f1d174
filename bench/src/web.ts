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

/** Runs of each page: Lighthouse's variability guide finds the median of five twice as stable as one run. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** A run that ends in a runtime error (no paint seen, say) is run again, at most this many times a page. */
const LIGHTHOUSE_RETRIES = 3;

type LighthouseRun = { performance: number; accessibility: number; metrics: string };

async function lighthouseRun(url: string, port: number): Promise<LighthouseRun | string> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = result?.lhr;
  if (!lhr) return 'no result';
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  // What the score is made of: a move of the score says which metric moved.
  const ms = (id: string) => `${Math.round(lhr.audits[id]?.numericValue ?? Number.NaN)} ms`;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    metrics: `FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, SI ${ms('speed-index')}, CLS ${(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)}`,
  };
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance and accessibility scores: the median of
 * LIGHTHOUSE_RUNS runs of each page, with every run's score and the median run's metrics beside it.
 */
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
      const runs: LighthouseRun[] = [];
      const errors: string[] = [];
      while (runs.length < LIGHTHOUSE_RUNS) {
        const run = await lighthouseRun(`${base}${page.path}`, chrome.port);
        if (typeof run !== 'string') runs.push(run);
        else if (errors.push(run) > LIGHTHOUSE_RETRIES)
          throw new Error(`Lighthouse ${page.name}: ${errors.join('; ')}`);
      }
      const sorted = [...runs].sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor(sorted.length / 2)] as LighthouseRun;
      const retried = errors.length > 0 ? `; ${errors.length} run(s) again after ${errors.join('; ')}` : '';
      figures.push(
        {
          name: `Lighthouse ${page.name}: performance`,
          value: median.performance,
          unit: '',
          floor: null,
          budget: { limit: 95, kind: 'min' },
          note: `median of ${runs.length} runs (${runs.map((r) => r.performance).join(', ')}); its run: ${median.metrics}${retried}`,
        },
        {
          name: `Lighthouse ${page.name}: accessibility`,
          value: Math.min(...runs.map((r) => r.accessibility)),
          unit: '',
          floor: null,
          budget: { limit: 95, kind: 'min' },
          note: `lowest of ${runs.length} runs`,
        },
      );
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
