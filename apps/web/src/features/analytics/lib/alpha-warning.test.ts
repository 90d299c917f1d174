import { describe, expect, it } from 'vitest';
import { alphaWarning } from './alpha-warning';

describe("a Cronbach's alpha that should not be read as a reliability", () => {
  it('warns below zero and below 0.5, and not from 0.5 on or without an alpha', () => {
    expect(alphaWarning(-0.51)).toBe('negative');
    expect(alphaWarning(0)).toBe('low');
    expect(alphaWarning(0.49)).toBe('low');
    expect(alphaWarning(0.5)).toBeNull();
    expect(alphaWarning(0.82)).toBeNull();
    expect(alphaWarning(null)).toBeNull();
  });
});
