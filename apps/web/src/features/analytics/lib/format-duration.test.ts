import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatDuration } from './format-duration';

const t = i18n.getFixedT('en', 'analytics');

describe('formatDuration', () => {
  it.each([
    [null, '—'],
    [45, '45 s'],
    [600, '10 min'],
    [750.4, '12 min 30 s'],
    [3900, '1 h 05 min'],
  ])('%j seconds reads %j', (seconds, text) => {
    expect(formatDuration(seconds, t)).toBe(text);
  });
});
