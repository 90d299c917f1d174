import {
  isProfileKind,
  NORM_MIN_GROUP,
  normBand,
  normGroupName,
  type TSectionNorm,
  type TSectionResult,
} from '@app/contracts';
import type { NormCounts, NormTarget } from './norms.repository';

/**
 * Mid-rank percentile: (lower + ½ equal) / n × 100, rounded to a whole number. Ties count half, so a
 * group of identical scores puts the candidate at the 50th, not the 0th or the 100th.
 */
export function midRankPercentile(below: number, equal: number, n: number): number {
  if (n <= 0) throw new Error('a percentile needs at least one earlier candidate');
  return Math.round(((below + equal / 2) / n) * 100);
}

/** What the norms read of an evaluation: its sections (a TEvaluationData is one). */
export type NormedSections = {
  sections: readonly (Pick<TSectionResult, 'sectionId' | 'name' | 'score'> & { kind: string })[];
};

/**
 * The scored sections of an evaluation, the only ones with a percentile (profiles never: decision 013;
 * a section awaiting a person's rating has no score to place yet: decision 035).
 */
export const normTargets = (data: NormedSections): NormTarget[] =>
  data.sections.flatMap((s) =>
    isProfileKind(s.kind) || s.score === null ? [] : [{ sectionId: s.sectionId, score: s.score }],
  );

/** The norm of each scored section with a known test, in the report's order; a percentile from NORM_MIN_GROUP. */
export function sectionNorms(
  data: NormedSections,
  counts: Omit<NormCounts, 'candidateId'>[],
): TSectionNorm[] {
  const bySection = new Map(counts.map((c) => [c.sectionId, c]));
  return data.sections.flatMap((s) => {
    const c = bySection.get(s.sectionId);
    if (!c || isProfileKind(s.kind)) return [];
    const percentile = c.n >= NORM_MIN_GROUP ? midRankPercentile(c.below, c.equal, c.n) : null;
    return [
      {
        sectionId: s.sectionId,
        sectionName: s.name,
        testId: c.testId,
        groupSize: c.n,
        percentile,
        band: percentile === null ? null : normBand(percentile),
        group: normGroupName(s.name, c.n),
      },
    ];
  });
}
