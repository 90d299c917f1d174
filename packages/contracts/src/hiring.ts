import { z } from 'zod';

/**
 * A candidate's hiring stage inside an assessment. The keys are fixed (the fairness report reads
 * shortlisted and hired as advanced); each company may rename them (companies.stage_labels).
 */
export const HIRING_STAGES = ['new', 'shortlisted', 'rejected', 'hired'] as const;
export const HiringStage = z.enum(HIRING_STAGES);
export type THiringStage = z.infer<typeof HiringStage>;
export const DEFAULT_STAGE_LABELS: Record<THiringStage, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  rejected: 'Rejected',
  hired: 'Hired',
};

/** How a candidate came into an assessment. */
export const CANDIDATE_SOURCES = ['upload', 'manual', 'api', 'link', 'ats'] as const;
export const CandidateSource = z.enum(CANDIDATE_SOURCES);
export type TCandidateSource = z.infer<typeof CandidateSource>;
