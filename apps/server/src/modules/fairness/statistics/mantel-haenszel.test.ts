import { describe, expect, it } from 'vitest';
import { type DifStratum, etsCategory, mantelHaenszelDif } from './mantel-haenszel';

const stratum = (
  referenceRight: number,
  referenceWrong: number,
  focalRight: number,
  focalWrong: number,
): DifStratum => ({
  referenceRight,
  referenceWrong,
  focalRight,
  focalWrong,
});

describe('mantelHaenszelDif', () => {
  it("reproduces R's mantelhaen.test example (Penicillin and Rabbits, Agresti 2002): X² = 3.9286, p = 0.04747, OR = 7", () => {
    // ?mantelhaen.test: Rabbits, rows Delay (None, 1.5h), columns Response (Cured, Died), strata Penicillin.Level.
    // Output: "Mantel-Haenszel X-squared = 3.9286, df = 1, p-value = 0.04747 ... common odds ratio 7".
    const rabbits = [
      stratum(0, 6, 0, 5),
      stratum(3, 3, 0, 6),
      stratum(6, 0, 2, 4),
      stratum(5, 1, 6, 0),
      stratum(2, 0, 5, 0),
    ];
    const result = mantelHaenszelDif(rabbits);
    expect(result.alphaMh).toBeCloseTo(7, 12);
    expect(result.chiSquare?.toFixed(4)).toBe('3.9286');
    expect(result.p?.toFixed(5)).toBe('0.04747');
    expect(result.deltaMh).toBeCloseTo(-2.35 * Math.log(7), 12);
    expect(result).toMatchObject({ referenceCount: 26, focalCount: 28 });
  });

  it('classifies a fair item as A and an item much harder for the focal group at the same score as C', () => {
    // Three score strata of 100 + 100; the fair item is answered right equally often by both groups.
    const fair = mantelHaenszelDif([
      stratum(30, 70, 30, 70),
      stratum(50, 50, 50, 50),
      stratum(70, 30, 70, 30),
    ]);
    expect(fair).toMatchObject({ alphaMh: 1, category: 'A', referenceCount: 300, focalCount: 300 });
    expect(fair.deltaMh).toBeCloseTo(0, 12);
    // Odds ratio ≈ 4 in every stratum: Δ ≈ −3.3, DIF against the focal group.
    const unfair = mantelHaenszelDif([
      stratum(60, 40, 27, 73),
      stratum(80, 20, 50, 50),
      stratum(90, 10, 69, 31),
    ]);
    expect(unfair.category).toBe('C');
    expect(unfair.deltaMh).toBeLessThan(-1.5);
    expect(unfair.p).toBeLessThan(0.001);
  });

  it('calls a large but not significant difference A', () => {
    const small = mantelHaenszelDif([stratum(3, 2, 1, 3), stratum(4, 1, 2, 2)]);
    expect(Math.abs(small.deltaMh ?? 0)).toBeGreaterThan(1.5);
    expect(small.p).toBeGreaterThan(0.05);
    expect(small.category).toBe('A');
  });

  it('has no estimate when one group is missing or nobody disagrees', () => {
    expect(mantelHaenszelDif([stratum(10, 5, 0, 0)])).toMatchObject({
      alphaMh: null,
      category: null,
      referenceCount: 15,
      focalCount: 0,
    });
    expect(mantelHaenszelDif([])).toMatchObject({
      alphaMh: null,
      deltaMh: null,
      chiSquare: null,
      p: null,
      category: null,
    });
  });
});

describe('etsCategory (Zwick 2012)', () => {
  it('is A below |Δ| = 1 or when not significant, C at |Δ| ≥ 1.5 significantly above 1, B otherwise', () => {
    expect(etsCategory(-0.9, 0.1, 0.0001)).toBe('A');
    expect(etsCategory(-2, 0.3, 0.2)).toBe('A');
    expect(etsCategory(-1.2, 0.1, 0.001)).toBe('B');
    // |Δ| ≥ 1.5 but (|Δ| − 1)/SE = 0.6/0.4 = 1.5 < 1.645: not significantly above 1.
    expect(etsCategory(1.6, 0.4, 0.001)).toBe('B');
    expect(etsCategory(1.6, 0.3, 0.001)).toBe('C');
    expect(etsCategory(-1.5, 0.2, 0.001)).toBe('C');
  });
});
