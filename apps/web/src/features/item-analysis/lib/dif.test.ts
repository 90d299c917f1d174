import type { TItemDif } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { comparisonLabel, difFlags, difSummary, groupLabel, pValue } from './dif';

const dif = (over: Partial<TItemDif>): TItemDif => ({
  dimension: 'sex',
  reference: 'male',
  focal: 'female',
  referenceCount: 150,
  focalCount: 140,
  enoughResponses: true,
  alphaMh: 1,
  deltaMh: 0,
  chiSquare: 0,
  p: 1,
  category: 'A',
  flag: null,
  ...over,
});

describe('difSummary', () => {
  it('is the largest category with enough responses, "not enough" without any, and null when DIF does not apply', () => {
    expect(difSummary({ dif: [] })).toBeNull();
    const few = dif({ enoughResponses: false, category: null });
    expect(difSummary({ dif: [few] })).toBe('not enough');
    expect(difSummary({ dif: [dif({}), few] })).toBe('A');
    expect(difSummary({ dif: [dif({ category: 'B' }), dif({ category: 'C' }), dif({})] })).toBe('C');
  });
});

describe('labels', () => {
  it('names groups without the EEO-1 suffix, focal group first', () => {
    expect(groupLabel('us', 'race_ethnicity', 'black_or_african_american')).toBe('Black or African American');
    expect(comparisonLabel('us', dif({}))).toBe('Female vs Male');
    expect(
      comparisonLabel('us', dif({ dimension: 'race_ethnicity', reference: 'white', focal: 'asian' })),
    ).toBe('Asian vs White');
  });

  it('names groups in the words of the company’s region (decision 036)', () => {
    expect(groupLabel('uk', 'race_ethnicity', 'mixed')).toBe('Mixed');
    expect(
      comparisonLabel('uk', dif({ dimension: 'race_ethnicity', reference: 'white', focal: 'black' })),
    ).toBe('Black vs White');
  });

  it('lists the B and C flags and writes small p-values as < 0.001', () => {
    const flagged = dif({ category: 'B', flag: 'Moderate DIF against women (ETS category B)' });
    expect(difFlags({ dif: [dif({}), flagged] })).toEqual(['Moderate DIF against women (ETS category B)']);
    expect(pValue(0.0004)).toBe('< 0.001');
    expect(pValue(0.0412)).toBe('0.041');
    expect(pValue(null)).toBe('—');
  });
});
