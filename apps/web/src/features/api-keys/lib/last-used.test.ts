import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { companyFormat } from '@/lib/i18n/use-company-format';
import { describeLastUsed } from './last-used';

describe('describeLastUsed', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const t = i18n.getFixedT('en', 'api-keys');
  const format = companyFormat({ locale: 'en-GB', timeZone: 'UTC' });
  const lastUsed = (iso: string | null) => describeLastUsed(iso, now, t, format.dateTime);

  it('says Never for an unused key', () => {
    expect(lastUsed(null)).toBe('Never');
  });

  it('is relative within a day, in whole minutes then hours', () => {
    expect(lastUsed(ago(20_000))).toBe('Just now');
    expect(lastUsed(ago(60_000))).toBe('1 minute ago');
    expect(lastUsed(ago(59 * 60_000 + 59_000))).toBe('59 minutes ago');
    expect(lastUsed(ago(60 * 60_000))).toBe('1 hour ago');
    expect(lastUsed(ago(23 * 3_600_000))).toBe('23 hours ago');
  });

  it('is a date in the company’s format after a day', () => {
    expect(lastUsed(ago(24 * 3_600_000))).toBe('21 Nov 2026, 12:00');
  });
});
