/** Where a target section stands among the company's earlier candidates of its test. */
export type NormCounts = {
  candidateId: string;
  sectionId: string;
  testId: string;
  /** Earlier candidates with a score on the same test, scoring lower, and scoring the same. */
  n: number;
  below: number;
  equal: number;
};

/**
 * A scored section to place: whose, of which test, its score, and when its submission was made (in
 * microseconds since the epoch, as PostgreSQL keeps it: milliseconds could tie two submissions).
 */
export type NormAsk = { candidateId: string; sectionId: string; testId: string; score: number; at: number };

/**
 * A score another evaluation of the company holds for a section of the test: the candidate's latest
 * scored submission from `at` (exclusive) until their next scored submission `nextAt` (inclusive; null:
 * none yet). Before an asker's submission time T it is the candidate's latest scored one exactly when
 * at < T <= nextAt.
 */
export type NormVersion = {
  candidateId: string;
  testId: string;
  score: number;
  at: number;
  nextAt: number | null;
};

/** Counts of the scores added so far, by their rank among the distinct scores (a Fenwick tree). */
class RankCounts {
  private readonly tree: Int32Array;
  constructor(readonly values: readonly number[]) {
    this.tree = new Int32Array(values.length + 1);
  }
  /** Where `score` is, or would go, among the distinct scores. */
  rankOf(score: number): number {
    let lo = 0;
    let hi = this.values.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.values[mid] ?? 0) < score) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  add(score: number, delta: number) {
    for (let i = this.rankOf(score) + 1; i < this.tree.length; i += i & -i)
      this.tree[i] = (this.tree[i] ?? 0) + delta;
  }
  /** How many of the scores added rank below `rank`. */
  below(rank: number): number {
    let sum = 0;
    for (let i = rank; i > 0; i -= i & -i) sum += this.tree[i] ?? 0;
    return sum;
  }
}

const byAt = <T extends { at: number }>(a: T, b: T) => a.at - b.at;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * For each ask, the company's earlier candidates of the same test (other candidates whose latest scored
 * submission before the ask's has a score for it): how many, how many scored lower, how many the same.
 * One sweep through time per test, the scores ranked in a Fenwick tree: O((asks + versions) log versions),
 * where comparing every ask with every version grew with their product (an export of 15,000 scored
 * candidates).
 */
export function earlierCounts(asks: readonly NormAsk[], versions: readonly NormVersion[]): NormCounts[] {
  const versionsByTest = groupBy(versions, (v) => v.testId);
  const asksByTest = groupBy(asks, (a) => a.testId);

  const counts: NormCounts[] = [];
  for (const [testId, testAsks] of asksByTest) {
    const testVersions = versionsByTest.get(testId) ?? [];
    const ranks = new RankCounts([...new Set(testVersions.map((v) => v.score))].sort((a, b) => a - b));
    const own = groupBy(testVersions, (v) => v.candidateId);
    const starts = [...testVersions].sort(byAt);
    const ends = testVersions
      .filter((v): v is NormVersion & { nextAt: number } => v.nextAt !== null)
      .sort((a, b) => a.nextAt - b.nextAt);
    let started = 0;
    let ended = 0;
    let active = 0;
    for (const ask of [...testAsks].sort(byAt)) {
      for (; started < starts.length && (starts[started]?.at ?? 0) < ask.at; started++) {
        ranks.add(starts[started]?.score ?? 0, 1);
        active++;
      }
      for (; ended < ends.length && (ends[ended]?.nextAt ?? 0) < ask.at; ended++) {
        ranks.add(ends[ended]?.score ?? 0, -1);
        active--;
      }
      const rank = ranks.rankOf(ask.score);
      const equalRank = ranks.values[rank] === ask.score;
      let n = active;
      let below = ranks.below(rank);
      let equal = equalRank ? ranks.below(rank + 1) - below : 0;
      // The asker's own earlier submissions are not among the earlier candidates.
      for (const v of own.get(ask.candidateId) ?? []) {
        if (!(v.at < ask.at && (v.nextAt === null || v.nextAt >= ask.at))) continue;
        n--;
        if (v.score < ask.score) below--;
        else if (v.score === ask.score) equal--;
      }
      counts.push({ candidateId: ask.candidateId, sectionId: ask.sectionId, testId, n, below, equal });
    }
  }
  return counts;
}
