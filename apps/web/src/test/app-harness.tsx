import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

/** A request as the app sent it, its JSON body parsed. */
export type ApiCall = { method: string; path: string; body: unknown };
type Answer = { status?: number; body?: unknown };

/** The server's error shape (ZErrorResponse), which the api client turns into an ApiError. */
export const apiError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { error: { code, message } },
});

/**
 * Stands in for the server: `answer` gets each request the app sends through the api client (undefined:
 * 404; a promise holds the answer back) and the returned list records them, in order.
 */
export function stubApi(answer: (call: ApiCall) => Answer | undefined | Promise<Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', path: String(input), body };
    calls.push(call);
    const { status = 200, body: reply = null } =
      (await answer(call)) ?? apiError(404, 'NOT_FOUND', 'Not found');
    return new Response(JSON.stringify(reply), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

/** Shows where the app navigated to. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a page as the app does (StrictMode, a query client, the router) at `url`; `path` is its route,
 * and every other address shows itself in the `location` test id.
 */
export function renderPage(
  page: ReactNode,
  { url, path = '*', client = testQueryClient() }: { url: string; path?: string; client?: QueryClient },
) {
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
