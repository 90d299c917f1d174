import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [null, '—'],
    [45, '45 s'],
    [600, '10 min'],
    [750.4, '12 min 30 s'],
    [3900, '1 h 05 min'],
  ])('%j seconds reads %j', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
