import {
  NORM_BAND_RULE,
  NORM_MIN_GROUP,
  type TEvaluationData,
  type TEvaluationNorms,
  type TSectionNorm,
} from '@app/contracts';
import type { Executor } from '../../db/client';
import { type NormCounts, normsRepository as repo } from './norms.repository';
import { type NormedSections, normTargets, sectionNorms } from './percentile';
import { TRAIT_NORM_SOURCE, traitNorms } from './trait-norms';

function withTraitNorms(data: TEvaluationData) {
  const traits = traitNorms(data.traits);
  return { traits, traitSource: traits.length > 0 ? TRAIT_NORM_SOURCE : null };
}

/** A scored evaluation to norm: whose, which submission, and its scoring result. */
export type NormSubject = { candidateId: string; submissionId: string; data: TEvaluationData };

/** The same, for a reader of the section norms alone (the CSV export): the sections suffice. */
export type SectionNormSubject = { candidateId: string; submissionId: string; data: NormedSections };

/**
 * Norms are computed when read, not stored with the evaluation. The group ("earlier candidates") is
 * fixed by the submission time, but what is known about it is not: an earlier candidate's evaluation
 * may finish scoring, be overridden or be deleted after this one was scored, and the NORM_MIN_GROUP
 * threshold is crossed by evaluations that exist at read time. One statement per report, or per batch
 * of reports (norms.repository.ts), keeps reading cheap, and every reader (report dialog, PDF, API)
 * agrees.
 */
export const normsService = {
  /** Norms of several evaluations of the company, by candidate; `companyId` scopes every row read. */
  async evaluationsNorms(
    db: Executor,
    companyId: string,
    subjects: NormSubject[],
  ): Promise<Map<string, TEvaluationNorms>> {
    const sections = await normsService.sectionsNorms(db, companyId, subjects);
    return new Map(
      subjects.map((s) => [
        s.candidateId,
        {
          sections: sections.get(s.candidateId) ?? [],
          ...withTraitNorms(s.data),
          minGroupSize: NORM_MIN_GROUP,
          rule: NORM_BAND_RULE,
        },
      ]),
    );
  },

  /**
   * The section norms alone (what evaluationsNorms gives as `sections`) of several evaluations of the
   * company, by candidate: one statement however many.
   */
  async sectionsNorms(
    db: Executor,
    companyId: string,
    subjects: SectionNormSubject[],
  ): Promise<Map<string, TSectionNorm[]>> {
    const counts = await repo.counts(
      db,
      companyId,
      subjects.map((s) => ({
        candidateId: s.candidateId,
        submissionId: s.submissionId,
        targets: normTargets(s.data),
      })),
    );
    const byCandidate = new Map<string, NormCounts[]>();
    for (const c of counts) byCandidate.set(c.candidateId, [...(byCandidate.get(c.candidateId) ?? []), c]);
    return new Map(
      subjects.map((s) => [s.candidateId, sectionNorms(s.data, byCandidate.get(s.candidateId) ?? [])]),
    );
  },

  /** The norms of one evaluation of the company. */
  async evaluationNorms(db: Executor, companyId: string, subject: NormSubject): Promise<TEvaluationNorms> {
    const norms = await normsService.evaluationsNorms(db, companyId, [subject]);
    const found = norms.get(subject.candidateId);
    if (!found) throw new Error('norms of the evaluation were not computed');
    return found;
  },
};
