import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, api, getErrorMessage, getFieldErrors, UNEXPECTED_ERROR_MESSAGE } from './api-client';

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
});
