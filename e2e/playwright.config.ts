import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
/** E2E_PORT lets two runs (e.g. two engineers' spec files) share a machine, each with its own database. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3311);
export const E2E_DATA_DIR = path.join(here, E2E_PORT === 3311 ? '.data-e2e' : `.data-e2e-${E2E_PORT}`);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The SSO journey's loopback DNS server and identity providers (tests/sso.spec.ts starts them). */
export const SSO_PORTS = { dns: E2E_PORT + 1100, oidc: E2E_PORT + 1101, saml: E2E_PORT + 1102 };

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasBrowser = existsSync(chromium);
if (!hasBrowser) {
  const message = `\n${'!'.repeat(72)}\n!! No Chromium at ${chromium}: browser journeys ${process.env.CI === 'true' ? 'cannot run in CI' : 'are SKIPPED'}.\n!! Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).\n${'!'.repeat(72)}\n`;
  if (process.env.CI === 'true') throw new Error(message);
  console.error(message);
}

export default defineConfig({
  testDir: './tests',
  testIgnore: hasBrowser ? [] : ['**/*'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Wait budgets, not timings (no journey measures speed; the bench does): many journeys wait for the
  // pipeline (forms, accounts, invitation mail read through the CLI), 20-40 s on a 2-core machine with two
  // workers, and the slowest VMs CI has run on took 2.3 times as long (docs/measurements.md), where an admin
  // page's first load under two workers passed 7 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(here, E2E_PORT === 3311 ? 'test-results' : `test-results-${E2E_PORT}`),
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh embedded database for every run, built by `npm test` before this starts.
    command: `rm -rf "${E2E_DATA_DIR}" && node ../apps/server/dist/main.js`,
    cwd: here,
    url: `${BASE_URL}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL instead of leaving it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Journeys sign in many times from one address; the limiter itself is proven by the API tests.
      SIGN_IN_RATE_LIMIT: '1000',
      // The webhook journey's receiver listens on 127.0.0.1; the SSRF guard itself is proven by the API tests.
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      // The SSO journey's domain verification and identity providers, on loopback (tests/sso.spec.ts).
      DNS_SERVERS: `127.0.0.1:${SSO_PORTS.dns}`,
      SSO_PRIVATE_IDP_ORIGINS: `http://127.0.0.1:${SSO_PORTS.oidc},http://127.0.0.1:${SSO_PORTS.saml}`,
    },
  },
});
