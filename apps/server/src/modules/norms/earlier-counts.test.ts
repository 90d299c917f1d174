import { describe, expect, it } from 'vitest';
import { earlierCounts, type NormAsk, type NormVersion } from './earlier-counts';

const LOGIC = 'test-logic';
const ENGLISH = 'test-english';

const ask = (candidateId: string, at: number, score: number, testId = LOGIC): NormAsk => ({
  candidateId,
  sectionId: `section-${testId}`,
  testId,
  score,
  at,
});
const version = (
  candidateId: string,
  at: number,
  score: number,
  nextAt: number | null = null,
  testId = LOGIC,
): NormVersion => ({ candidateId, testId, score, at, nextAt });

/** What the in-place statement does, one ask at a time: the definition the sweep must match. */
function byDefinition(asks: NormAsk[], versions: NormVersion[]) {
  return asks.map((a) => {
    const earlier = versions.filter(
      (v) =>
        v.testId === a.testId &&
        v.candidateId !== a.candidateId &&
        v.at < a.at &&
        (v.nextAt === null || v.nextAt >= a.at),
    );
    return {
      candidateId: a.candidateId,
      sectionId: a.sectionId,
      testId: a.testId,
      n: earlier.length,
      below: earlier.filter((v) => v.score < a.score).length,
      equal: earlier.filter((v) => v.score === a.score).length,
    };
  });
}

const sorted = <T extends { candidateId: string; testId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.candidateId}${a.testId}`.localeCompare(`${b.candidateId}${b.testId}`));

describe('earlierCounts', () => {
  it('counts the candidates scored before the submission, lower and equal, never the asker', () => {
    const versions = [
      version('a', 10, 40),
      version('b', 20, 60),
      version('c', 30, 60),
      // After the ask: not earlier.
      version('d', 100, 10),
      // The asker's own older submission.
      version('me', 5, 10),
      // Another test.
      version('e', 10, 10, null, ENGLISH),
    ];
    expect(earlierCounts([ask('me', 50, 60)], versions)).toEqual([
      { candidateId: 'me', sectionId: 'section-test-logic', testId: LOGIC, n: 3, below: 1, equal: 2 },
    ]);
  });

  it("reads a retaking candidate's latest submission before each ask, and a submission at the same time as not before", () => {
    // b scored 90 at 10, then 30 at 40 (their next submission ends the first one's time).
    const versions = [version('b', 10, 90, 40), version('b', 40, 30)];
    expect(earlierCounts([ask('x', 40, 50), ask('y', 41, 50), ask('z', 10, 50)], versions)).toEqual([
      expect.objectContaining({ candidateId: 'z', n: 0 }),
      // At 40 the retake (at 40) is not before it: the first submission counts, above 50.
      expect.objectContaining({ candidateId: 'x', n: 1, below: 0, equal: 0 }),
      expect.objectContaining({ candidateId: 'y', n: 1, below: 1, equal: 0 }),
    ]);
  });

  it('places a score that no earlier candidate has', () => {
    const versions = [version('a', 1, 10), version('b', 2, 20), version('c', 3, 30)];
    expect(earlierCounts([ask('x', 9, 25), ask('y', 9, 5), ask('z', 9, 35)], versions)).toEqual([
      expect.objectContaining({ candidateId: 'x', n: 3, below: 2, equal: 0 }),
      expect.objectContaining({ candidateId: 'y', n: 3, below: 0, equal: 0 }),
      expect.objectContaining({ candidateId: 'z', n: 3, below: 3, equal: 0 }),
    ]);
  });

  it('agrees with the definition on random histories with retakes and ties', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 50; round++) {
      const versions: NormVersion[] = [];
      const asks: NormAsk[] = [];
      for (let c = 0; c < 40; c++) {
        const testId = random(3) === 0 ? ENGLISH : LOGIC;
        const times = [...new Set(Array.from({ length: 1 + random(3) }, () => random(60)))].sort(
          (a, b) => a - b,
        );
        for (const [i, at] of times.entries())
          versions.push(version(`c${c}`, at, random(6) * 10, times[i + 1] ?? null, testId));
        if (random(2) === 0) asks.push(ask(`c${c}`, random(70), random(6) * 10, testId));
      }
      expect(sorted(earlierCounts(asks, versions))).toEqual(sorted(byDefinition(asks, versions)));
    }
  });
});
