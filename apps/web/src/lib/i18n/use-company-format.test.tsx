import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { authKeys } from '@/lib/auth/auth-keys';
import { companyFormat, useCompanyFormat } from './use-company-format';

// 2026-03-05 09:30 UTC: 18:30 the same day in Tokyo, a Thursday.
const instant = '2026-03-05T09:30:00.000Z';

describe('companyFormat', () => {
  it('renders an instant in the company locale and time zone (ja-JP, Asia/Tokyo)', () => {
    const format = companyFormat({ locale: 'ja-JP', timeZone: 'Asia/Tokyo' });
    expect(format.dateTime(instant)).toBe('2026/03/05 18:30');
    expect(format.date(instant)).toBe('2026/03/05');
    expect(format.number(1234567.5)).toBe('1,234,567.5');
    expect(format.timeZone).toBe('Asia/Tokyo');
  });

  it('uses the time zone for the day too: 23:30 UTC is already the next day in Tokyo', () => {
    const format = companyFormat({ locale: 'en-GB', timeZone: 'Asia/Tokyo' });
    expect(format.date('2026-03-05T23:30:00.000Z')).toBe('6 Mar 2026');
  });

  it("formats numbers by the company's locale", () => {
    expect(companyFormat({ locale: 'de-DE', timeZone: null }).number(1234567.5)).toBe('1.234.567,5');
    expect(companyFormat({ locale: 'en-IN', timeZone: null }).number(1234567)).toBe('12,34,567');
  });

  it("falls back to the browser's locale and time zone when the company has none", () => {
    const browser = new Intl.DateTimeFormat().resolvedOptions();
    const format = companyFormat({ locale: null, timeZone: null });
    expect(format.locale).toBe(browser.locale);
    expect(format.timeZone).toBe(browser.timeZone);
    expect(format.dateTime(instant)).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(instant),
      ),
    );
    expect(companyFormat(null).dateTime(instant)).toBe(format.dateTime(instant));
  });
});

describe('useCompanyFormat', () => {
  it('reads the region of the signed-in admin company from GET /api/me', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const user = { id: 'u1', email: 'a@corp.test', name: 'A', emailVerified: true };
    client.setQueryData(authKeys.session(), { user, session: { id: 's1' } });
    client.setQueryData(authKeys.me('u1'), {
      user: { ...user, createdAt: instant },
      profile: { id: 'u1', role: 'admin', companyId: 'c1', profileData: {} },
      company: {
        id: 'c1',
        name: 'Corp',
        industry: 'Finance',
        email: 'a@corp.test',
        locale: 'ja-JP',
        timeZone: 'Asia/Tokyo',
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCompanyFormat(), { wrapper });
    await waitFor(() => expect(result.current.locale).toBe('ja-JP'));
    expect(result.current.dateTime(instant)).toBe('2026/03/05 18:30');
  });
});
