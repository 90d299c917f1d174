import type { TUploadCheckResponse } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { companyFormat } from '@/lib/i18n/use-company-format';
import { formatMinutes, splitVerdicts, submitState, totalMinutes, verdictSummary } from './upload-check';

const t = i18n.getFixedT('en', 'admin-dashboard');
const { number } = companyFormat({ locale: 'en-US', timeZone: 'UTC' });

const usage = {
  plan: 'startup' as const,
  planName: 'Startup',
  limit: 1000,
  used: 0,
  pending: 0,
  remaining: 1000,
  period: '2026-11-01',
};
const check = (willAdd: number, fits = true): TUploadCheckResponse => ({
  rowsRead: willAdd + 3,
  willAdd,
  willSkip: 3,
  rows: [],
  addedNotListed: 0,
  alsoElsewhere: 0,
  inEnglishOnly: 0,
  plan: { usage, needed: willAdd, fits, message: fits ? null : 'This upload needs…' },
});

describe('the review tab before submitting', () => {
  it('adds up the minutes of the chosen tests and says them in hours and minutes', () => {
    expect(totalMinutes([])).toBe(0);
    expect(totalMinutes([{ durationMinutes: 20 }, { durationMinutes: 25 }, { durationMinutes: 45 }])).toBe(
      90,
    );
    expect(formatMinutes(45, t)).toBe('45 min');
    expect(formatMinutes(60, t)).toBe('1 h');
    expect(formatMinutes(90, t)).toBe('1 h 30 min');
    expect(formatMinutes(0, t)).toBe('0 min');
  });

  it('counts the verdicts as the issue put it', () => {
    expect(verdictSummary({ willAdd: 6, willSkip: 3 }, t, number)).toBe('6 will be added, 3 skipped');
    expect(verdictSummary({ willAdd: 12_500, willSkip: 0 }, t, number)).toBe(
      '12,500 will be added, 0 skipped',
    );
  });

  it('splits the listed rows by verdict, keeping the file order', () => {
    const rows = [
      { row: 2, email: 'a@x.test', fullName: 'A', verdict: 'add' as const, reason: null },
      { row: 3, email: '', fullName: 'B', verdict: 'skip' as const, reason: 'Missing email address' },
      { row: 4, email: 'c@x.test', fullName: 'C', verdict: 'add' as const, reason: null },
    ];
    const { skipped, added } = splitVerdicts(rows);
    expect(skipped.map((r) => r.row)).toEqual([3]);
    expect(added.map((r) => r.row)).toEqual([2, 4]);
  });

  it('names the count on the submit button and disables it when nobody would be added or the plan is full', () => {
    expect(submitState({ status: 'pending' }, false, t, number)).toEqual({
      label: 'Checking the file…',
      disabled: true,
    });
    expect(submitState(null, false, t, number)).toEqual({ label: 'Upload candidates', disabled: false });
    expect(submitState({ status: 'error' }, false, t, number)).toEqual({
      label: 'Upload candidates',
      disabled: false,
    });
    expect(submitState({ status: 'success', data: check(6) }, false, t, number)).toEqual({
      label: 'Upload 6 candidates',
      disabled: false,
    });
    expect(submitState({ status: 'success', data: check(1) }, false, t, number).label).toBe(
      'Upload 1 candidate',
    );
    expect(submitState({ status: 'success', data: check(0) }, false, t, number)).toEqual({
      label: 'No candidates to upload',
      disabled: true,
    });
    expect(submitState({ status: 'success', data: check(1001, false) }, false, t, number).disabled).toBe(
      true,
    );
    expect(submitState({ status: 'success', data: check(6) }, true, t, number)).toEqual({
      label: 'Uploading…',
      disabled: true,
    });
  });
});
