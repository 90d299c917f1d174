import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import {
  describeMultiplier,
  extraTimeFromForm,
  extraTimeToForm,
  formatMultiplier,
  ZExtraTimeForm,
} from './extra-time';

const t = i18n.getFixedT('en', 'admin-dashboard');

describe('extra time', () => {
  it('names the multipliers', () => {
    expect(formatMultiplier(1.25)).toBe('1.25×');
    expect(formatMultiplier(2)).toBe('2×');
    expect(describeMultiplier(1, t)).toBe('1× (standard time)');
    expect(describeMultiplier(1.5, t)).toBe('1.5× (50% extra time)');
    expect(describeMultiplier(1.25, t, 'fr-FR')).toBe('1,25× (25% extra time)');
  });

  it('reads a preset or a typed multiplier within 1 to 3', () => {
    expect(extraTimeFromForm({ choice: '1.25', custom: '' })).toBe(1.25);
    expect(extraTimeFromForm({ choice: 'custom', custom: ' 1.75 ' })).toBe(1.75);
    expect(extraTimeFromForm({ choice: 'custom', custom: '1,8' })).toBe(1.8);
    expect(extraTimeFromForm({ choice: 'custom', custom: '3' })).toBe(3);
    for (const custom of ['', '0.5', '3.01', 'abc', '-2']) {
      expect(extraTimeFromForm({ choice: 'custom', custom }), custom).toBeNull();
    }
  });

  it('reports a missing choice or a number out of range on its field', () => {
    const issues = (form: { choice: string; custom: string }) =>
      ZExtraTimeForm.safeParse(form).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ choice: '', custom: '' })).toEqual([['choice', 'Choose the extra time']]);
    expect(issues({ choice: 'custom', custom: '4' })).toEqual([
      ['custom', 'Enter a multiplier from 1 to 3, e.g. 1.75'],
    ]);
    expect(issues({ choice: '1.5', custom: '' })).toBeUndefined();
  });

  it('shows a current multiplier as its preset, or as a typed value', () => {
    expect(extraTimeToForm(undefined)).toEqual({ choice: '', custom: '' });
    expect(extraTimeToForm(1.5)).toEqual({ choice: '1.5', custom: '' });
    expect(extraTimeToForm(1.75)).toEqual({ choice: 'custom', custom: '1.75' });
  });
});
