import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('loadConfig', () => {
  it('applies the documented defaults, resolving DATA_DIR from where npm was run', () => {
    const config = loadConfig({ INIT_CWD: '/srv/app' });
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: path.resolve('/srv/app', '.data'),
      APP_URL: 'http://localhost:3000',
      isProduction: false,
      SIGN_IN_RATE_LIMIT: 600,
      ADDRESS_RATE_LIMIT: 2000,
      LIVE_EVENTS_MAX_PER_USER: 10,
      LIVE_EVENTS_MAX_PER_COMPANY: 1000,
      LIVE_EVENTS_MAX_PER_PROCESS: 5000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.trustedOrigins).toContain('http://localhost:3000');
  });

  it('derives APP_URL and trusted origins from PORT and APP_URL', () => {
    const config = loadConfig({ PORT: '4100', APP_URL: 'https://hire.example.com/', NODE_ENV: 'production' });
    expect(config.APP_URL).toBe('https://hire.example.com');
    expect(config.trustedOrigins).toEqual([
      'https://hire.example.com',
      'http://localhost:4100',
      'http://127.0.0.1:4100',
    ]);
  });

  it('serves no metrics unless METRICS_PORT is set, and then on loopback', () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
  });

  it('refuses metrics on the public port', () => {
    expect(() => loadConfig({ PORT: '4100', METRICS_PORT: '4100' })).toThrow(
      /METRICS_PORT: METRICS_PORT must differ from PORT/,
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'nope', AUTH_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*AUTH_SECRET must be at least 32 characters/,
    );
  });
});
