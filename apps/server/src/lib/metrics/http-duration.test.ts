import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { httpDurationPlugin, routeLabel, UNMATCHED_ROUTE } from './http-duration';

describe('routeLabel', () => {
  it('is the route pattern, or "unmatched" when no route matched', () => {
    expect(routeLabel('/api/candidates/:id')).toBe('/api/candidates/:id');
    expect(routeLabel(undefined)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel('')).toBe(UNMATCHED_ROUTE);
  });
});

describe('httpDurationPlugin', () => {
  it('labels durations by route pattern, never by the requested URL', async () => {
    const registry = new Registry();
    const app = Fastify();
    await app.register(httpDurationPlugin, { registry });
    app.get('/things/:id', async (request) => ({ id: (request.params as { id: string }).id }));
    await app.ready();
    try {
      for (const id of ['1', '2', '3'])
        expect((await app.inject(`/things/${id}?page=${id}`)).statusCode).toBe(200);
      expect((await app.inject('/guessed/path/42')).statusCode).toBe(404);

      const text = await registry.metrics();
      expect(text).toContain(
        'hireassess_http_request_duration_seconds_count{method="GET",route="/things/:id",status_code="200"} 3',
      );
      expect(text).toContain(
        'hireassess_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"} 1',
      );
      expect(text).not.toMatch(/route="\/things\/\d|guessed/);
    } finally {
      await app.close();
    }
  });
});
