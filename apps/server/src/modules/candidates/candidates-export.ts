import {
  CANDIDATE_SOURCE_LABELS,
  CandidateSource,
  candidateStatusLabel,
  DEFAULT_STAGE_LABELS,
  EVALUATION_STATUS_LABELS,
  formatScore,
  HiringStage,
  type TEvaluationStatus,
  type TStageLabels,
} from '@app/contracts';
import { stringify } from 'csv-stringify/sync';
import { isoInZone } from '../../lib/zoned-time';

export type ExportRow = {
  fullName: string;
  email: string;
  phone: string | null;
  position: string | null;
  experienceLevel: string | null;
  testStatus: string;
  /** Of the latest scored evaluation, as the candidates table shows it. */
  totalScore: number | null;
  /** Of the latest evaluation, whatever its status (a resubmission may still be pending). */
  evaluationStatus: TEvaluationStatus | null;
  sectionScores: Record<string, number>;
  /** The section names in the order the candidate took them. */
  sectionOrder: string[];
  /** Personality and work style sections: profiles, whose section score is only their completeness. */
  profileSections?: string[];
  /**
   * By section name, each normed section's percentile as the report gives it (norms.service.ts): null
   * while fewer than NORM_MIN_GROUP earlier candidates took its test; absent for a section without a norm.
   */
  percentiles?: Record<string, number | null>;
  cefr: string | null;
  timeToCompleteSeconds: number | null;
  createdAt: Date;
  lastSubmittedAt: Date | null;
  /** The opening; null for a candidate of no assessment. */
  assessmentName?: string | null;
  stage?: string;
  source?: string;
};

/** Section names in the order the sections were taken (the earliest position any candidate had each), then by name. */
function inOrderTaken(rows: ExportRow[], namesOf: (row: ExportRow) => Iterable<string>): string[] {
  const position = new Map<string, number>();
  for (const row of rows) {
    for (const name of namesOf(row)) {
      const at = row.sectionOrder.indexOf(name);
      const rank = at < 0 ? Number.POSITIVE_INFINITY : at;
      position.set(name, Math.min(position.get(name) ?? Number.POSITIVE_INFINITY, rank));
    }
  }
  return [...position.keys()].sort(
    (a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0) || a.localeCompare(b),
  );
}

/**
 * One column per section of any exported candidate (its score stored, awaiting a person's rating, or a
 * profile's completeness), in the order taken, then by name.
 */
export function sectionColumns(rows: ExportRow[]): string[] {
  return inOrderTaken(rows, (row) => new Set([...row.sectionOrder, ...Object.keys(row.sectionScores)]));
}

/**
 * The percentile columns after the source (issue 36 item 7): "<Section> percentile" for each section any
 * exported candidate has a norm for, in the section columns' order. Its score is the section's own
 * column: one column per number. A profile (personality, work style) has no norm.
 */
export function percentileColumns(rows: ExportRow[]): string[] {
  const profiles = new Set(rows.flatMap((r) => r.profileSections ?? []));
  const normed = new Set(rows.flatMap((r) => Object.keys(r.percentiles ?? {})));
  return sectionColumns(rows).filter((name) => normed.has(name) && !profiles.has(name));
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some
 * strip first) as a formula: candidate-supplied names could exfiltrate data from the admin's sheet.
 * A leading apostrophe makes it text (OWASP's CSV injection advice).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatScore(value);

/**
 * UTF-8 with a BOM so Excel shows non-ASCII names correctly; CRLF as RFC 4180 says. Times are ISO 8601
 * in the company's time zone with its offset (UTC without one), as its people's clocks showed them.
 */
export function candidatesCsv(
  rows: ExportRow[],
  stageLabels: TStageLabels = DEFAULT_STAGE_LABELS,
  timeZone: string | null = null,
): string {
  const sections = sectionColumns(rows);
  const percentiles = percentileColumns(rows);
  // A profile's section score is how much of it was answered, not a score (decision 013): its column says so.
  const profiles = new Set(rows.flatMap((r) => r.profileSections ?? []));
  const sectionHeader = (name: string) => (profiles.has(name) ? `${name} (profile: % answered)` : name);
  // 'Score' stays where it was (scripts read the first columns): it is the overall score. Columns added
  // later go last, for the same scripts.
  const header = [
    'Name',
    'Email',
    'Phone',
    'Position',
    'Experience level',
    'Status',
    'Score',
    'Evaluation status',
    ...sections.map(sectionHeader),
    'CEFR level (indicative)',
    'Time to complete (minutes)',
    'Added',
    'Submitted at',
    'Assessment',
    'Stage',
    'Source',
    ...percentiles.map((section) => `${section} percentile`),
  ];
  const records = rows.map((r) =>
    [
      r.fullName,
      r.email,
      r.phone ?? '',
      r.position ?? '',
      r.experienceLevel ?? '',
      candidateStatusLabel(r.testStatus),
      score(r.totalScore),
      r.evaluationStatus ? EVALUATION_STATUS_LABELS[r.evaluationStatus] : '',
      // Absent from section_scores (awaiting a rating, or not taken): empty, never 0.
      ...sections.map((name) => score(r.sectionScores[name])),
      r.cefr ?? '',
      r.timeToCompleteSeconds === null ? '' : (r.timeToCompleteSeconds / 60).toFixed(1),
      isoInZone(r.createdAt, timeZone),
      r.lastSubmittedAt ? isoInZone(r.lastSubmittedAt, timeZone) : '',
      r.assessmentName ?? '',
      stageLabels[HiringStage.catch('new').parse(r.stage)],
      CANDIDATE_SOURCE_LABELS[CandidateSource.catch('upload').parse(r.source)],
      ...percentiles.map((section) => String(r.percentiles?.[section] ?? '')),
    ].map(neutraliseFormula),
  );
  return `\uFEFF${stringify([header.map(neutraliseFormula), ...records], { record_delimiter: 'windows' })}`;
}
