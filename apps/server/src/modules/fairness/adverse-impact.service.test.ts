import { describe, expect, it } from 'vitest';
import { reportMonths } from './adverse-impact.service';

const NOW = new Date('2026-07-14T09:30:00Z');

describe('the months a report covers', () => {
  it('widens the dates asked for to whole calendar months', () => {
    expect(reportMonths({ from: '2026-02-11', to: '2026-03-03' }, NOW)).toEqual({
      from: '2026-02-01',
      to: '2026-03-31',
      currentMonthLeftOut: false,
    });
    expect(reportMonths({ from: '2024-02-29', to: '2024-02-01' }, NOW)).toMatchObject({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('ends with the last complete month, and says so when the current month was asked for', () => {
    expect(reportMonths({ from: '2026-05-20', to: '2026-07-14' }, NOW)).toEqual({
      from: '2026-05-01',
      to: '2026-06-30',
      currentMonthLeftOut: true,
    });
    expect(reportMonths({ to: '2027-01-01' }, NOW)).toMatchObject({
      to: '2026-06-30',
      currentMonthLeftOut: true,
    });
  });

  it('defaults to the last 12 complete months, across a year', () => {
    expect(reportMonths({}, NOW)).toEqual({
      from: '2025-07-01',
      to: '2026-06-30',
      currentMonthLeftOut: false,
    });
    expect(reportMonths({}, new Date('2026-01-01T00:00:00Z'))).toMatchObject({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(reportMonths({ to: '2026-03-15' }, NOW)).toMatchObject({ from: '2025-04-01', to: '2026-03-31' });
  });
});
