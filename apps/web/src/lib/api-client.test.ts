import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  api,
  getErrorMessage,
  getFieldErrors,
  hasFields,
  UNEXPECTED_ERROR_MESSAGE,
} from './api-client';

function mockFetch(response: Response | Error) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends JSON with cookies and parses the response with the schema', async () => {
    const fetchMock = mockFetch(json(201, { id: 'abc', extra: true }));
    const result = await api.post('/api/things', { name: 'x' }, z.object({ id: z.string() }));
    expect(result).toEqual({ id: 'abc' });
    const call = fetchMock.mock.calls[0];
    expect(call).toBeDefined();
    const [url, init] = call as [RequestInfo | URL, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ name: 'x' }));
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns undefined for an empty 204 body', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(api.delete('/api/things/1')).resolves.toBeUndefined();
  });

  it('turns the server error shape into an ApiError with its message, code and details', async () => {
    mockFetch(
      json(400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid email',
          details: { fieldErrors: { email: 'Invalid email' } },
        },
      }),
    );
    const error = await api.post('/api/contact-requests', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Invalid email' });
    expect(getErrorMessage(error, 'fallback')).toBe('Invalid email');
    expect(getFieldErrors(error)).toEqual({ email: 'Invalid email' });
  });

  it('falls back to a generic message for non-JSON error bodies', async () => {
    mockFetch(new Response('<html>Bad Gateway</html>', { status: 502 }));
    const error = await api.get('/api/health').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      code: 'UNEXPECTED_RESPONSE',
      message: UNEXPECTED_ERROR_MESSAGE,
    });
    expect(getErrorMessage(error, 'Failed to submit request. Please try again.')).toBe(
      'Failed to submit request. Please try again.',
    );
  });

  it('falls back to a generic message for JSON error bodies without the error shape', async () => {
    for (const body of [{ message: 'Bad' }, { error: 'Bad' }, { error: { code: 1, message: 'Bad' } }, [1]]) {
      mockFetch(json(500, body));
      const error = await api.get('/api/health').catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 500,
        code: 'UNEXPECTED_RESPONSE',
        message: UNEXPECTED_ERROR_MESSAGE,
      });
    }
  });

  it('falls back to a generic message for network failures', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const error = await api.get('/api/health').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: UNEXPECTED_ERROR_MESSAGE });
    expect(getFieldErrors(error)).toEqual({});
  });

  it('rejects a 2xx body that does not match the schema', async () => {
    mockFetch(json(200, { demoAccount: 'nope' }));
    const error = await api
      .get('/api/public-config', z.object({ demoAccount: z.null() }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', message: UNEXPECTED_ERROR_MESSAGE });
  });

  it('resolves with the body as sent when the guard vouches for it', async () => {
    const body = { attempt: { startedAt: 'x' }, serverNow: '2026-01-01T00:00:00Z', extra: 1 };
    mockFetch(json(200, body));
    await expect(
      api.post('/api/start', undefined, hasFields<{ attempt: object }>('attempt')),
    ).resolves.toEqual(body);
  });

  it('rejects a 2xx body the guard refuses: a proxy page, an empty body, another shape', async () => {
    const guard = hasFields<{ attempt: object; serverNow: string }>('attempt', 'serverNow');
    for (const response of [
      new Response('<html>Welcome</html>', { status: 200 }),
      new Response(null, { status: 200 }),
      json(200, null),
      json(200, [{ attempt: {}, serverNow: 'x' }]),
      json(200, { attempt: {} }),
    ]) {
      mockFetch(response);
      const error = await api.get('/api/start', guard).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 200,
        code: 'INVALID_RESPONSE',
        message: UNEXPECTED_ERROR_MESSAGE,
      });
    }
  });
});
