import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { companyFormat } from '@/lib/i18n/use-company-format';
import { describeForecast } from './describe-forecast';

const t = i18n.getFixedT('en', 'privacy-settings');
const { dateTime } = companyFormat({ locale: 'en-GB', timeZone: 'UTC' });
const day = (iso: string) => dateTime(iso, { dateStyle: 'long', timeStyle: undefined });

describe('describeForecast', () => {
  it('says how many are due on the next run and in the 30 days after it', () => {
    expect(
      describeForecast(
        { dueNow: 2, dueWithin30Days: 5, nextRunAt: '2026-11-26T02:47:00.000Z', pendingErasureRequests: 0 },
        t,
        day,
      ),
    ).toBe('2 candidates are due for anonymisation on 26 November 2026 (next run), 5 in the 30 days after.');
  });

  it('speaks of one in the singular and mentions waiting erasure requests', () => {
    expect(
      describeForecast(
        { dueNow: 1, dueWithin30Days: 0, nextRunAt: '2026-01-01T02:47:00.000Z', pendingErasureRequests: 1 },
        t,
        day,
      ),
    ).toBe(
      '1 candidate is due for anonymisation on 1 January 2026 (next run), 0 in the 30 days after. 1 erasure request waits for an admin.',
    );
  });

  it("writes the date in the company's time zone: 23:30 UTC is the next day in Tokyo", () => {
    const tokyo = companyFormat({ locale: 'en-GB', timeZone: 'Asia/Tokyo' });
    const text = describeForecast(
      { dueNow: 3, dueWithin30Days: 0, nextRunAt: '2026-01-01T23:30:00.000Z', pendingErasureRequests: 2 },
      t,
      (iso) => tokyo.dateTime(iso, { dateStyle: 'long', timeStyle: undefined }),
    );
    expect(text).toBe(
      '3 candidates are due for anonymisation on 2 January 2026 (next run), 0 in the 30 days after. 2 erasure requests wait for an admin.',
    );
  });
});
