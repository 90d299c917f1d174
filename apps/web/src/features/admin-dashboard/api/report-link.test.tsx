import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { useReportLink } from './report-link';

const ID = '0b6a3c56-6f3e-4a8e-9d53-1f0c2b7e9a41';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ ...useReportLink(true), search: useLocation().search }), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a link to a candidate's report (Greenhouse's partner_profile_url)", () => {
  it('opens that report with the candidate’s name, and closing it leaves the dashboard', async () => {
    const fetchMock = answer(200, { id: ID, fullName: 'Hermione Granger', email: 'h@hogwarts.example' });
    const { result } = renderAt(paths.adminDashboard.getHref({ report: ID }));
    await waitFor(() => expect(result.current.target).toEqual({ id: ID, fullName: 'Hermione Granger' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/candidates/${ID}`);
    act(() => result.current.close());
    expect(result.current.search).toBe('');
    expect(result.current.target).toBeNull();
  });

  it('opens nothing for a candidate the member cannot see, and drops the link', async () => {
    answer(404, { error: { code: 'NOT_FOUND', message: 'Candidate not found' } });
    const { result } = renderAt(`/admin-dashboard?report=${ID}&page=2`);
    await waitFor(() => expect(result.current.search).toBe('?page=2'));
    expect(result.current.target).toBeNull();
  });

  it('asks for nothing without a link', () => {
    const fetchMock = answer(200, {});
    const { result } = renderAt('/admin-dashboard');
    expect(result.current.target).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
