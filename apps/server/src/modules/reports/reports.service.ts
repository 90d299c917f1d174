import { Readable } from 'node:stream';
import type { TEvaluationData, TEvaluationNorms, TScoreOverride } from '@app/contracts';
import { Zip, ZipPassThrough } from 'fflate';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import { reportBrand, reportBrandOf } from '../branding/branding.service';
import { companyOf } from '../candidates/candidates.service';
import { normsService } from '../norms/norms.service';
import { etagMatches, reportEtag, reportFileName, uniqueFileNames, zipFileName } from './report-http';
import { REPORT_RENDERER_VERSION, type ReportBrand, type ReportInput, renderReportPdf } from './report-pdf';
import { reportsRepository as repo } from './reports.repository';

type ReportRow = Awaited<ReturnType<typeof repo.reportRows>>[number];

/** Reports rendered per database round trip while a ZIP streams: bounded memory, few queries. */
const ZIP_BATCH = 20;

const notFound = () => new AppError('NOT_FOUND', 'Report not found');

/** The overrides with their times as the ISO strings the report and the ETag print. */
const overridesOf = (row: ReportRow): TScoreOverride[] =>
  row.overrides.map((o) => ({ ...o, createdAt: new Date(o.createdAt).toISOString() }));

function toInput(
  row: ReportRow,
  norms: TEvaluationNorms,
  generatedAt: Date,
  brand?: ReportBrand,
): ReportInput {
  return {
    company: { name: row.companyName, locale: row.companyLocale, timeZone: row.companyTimeZone },
    brand,
    candidate: { name: row.candidateName, email: row.email, position: row.position },
    submittedAt: row.submittedAt,
    generatedAt,
    evaluation: {
      status: row.status,
      totalScore: row.totalScore,
      data: row.data as TEvaluationData,
      overrides: overridesOf(row),
      norms,
    },
  };
}

/** The evaluation a report's norms are read for. */
const normSubject = (row: ReportRow) => ({
  candidateId: row.candidateId,
  submissionId: row.submissionId,
  data: row.data as TEvaluationData,
});

/**
 * What the PDF depends on, apart from its generation time: the evaluation (its id and last change),
 * the scoring version, the company's branding, the candidate's details, the overriding admins' names,
 * the norms (they move as earlier candidates are scored) and the renderer. Any change of these gives a
 * new tag; an unchanged report answers 304.
 */
function etagOf(row: ReportRow, norms: TEvaluationNorms, brandTag: string | null): string {
  return reportEtag([
    REPORT_RENDERER_VERSION,
    row.evaluationId,
    row.updatedAt.toISOString(),
    row.scoringVersion,
    { companyName: row.companyName, branding: brandTag, region: [row.companyLocale, row.companyTimeZone] },
    [row.candidateName, row.email, row.position, row.submittedAt.toISOString()],
    overridesOf(row).map((o) => [o.questionId, o.adminName, o.createdAt]),
    norms.sections.map((n) => [n.sectionId, n.groupSize, n.percentile]),
  ]);
}

/** The ZIP's bytes as they are produced: one batch of rows and one PDF at a time in memory. */
async function* zipBytes(
  db: Database,
  companyId: string,
  candidateIds: string[],
  fileNames: string[],
  now: Date,
  brand: ReportBrand | undefined,
): AsyncGenerator<Uint8Array> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  for (let start = 0; start < candidateIds.length; start += ZIP_BATCH) {
    const batch = candidateIds.slice(start, start + ZIP_BATCH);
    const rows = await repo.reportRows(db, companyId, batch);
    const byCandidate = new Map(rows.map((r) => [r.candidateId, r]));
    // One statement for the batch's norms, not one per report.
    const norms = await normsService.evaluationsNorms(
      db,
      companyId,
      rows.filter((r) => r.scored).map(normSubject),
    );
    for (const [offset, candidateId] of batch.entries()) {
      const row = byCandidate.get(candidateId);
      const rowNorms = norms.get(candidateId);
      // Deleted, or submitted again and not yet scored, since the list was taken: left out (every
      // scored row has its norms).
      if (!row?.scored || !rowNorms) continue;
      const pdf = await renderReportPdf(toInput(row, rowNorms, now, brand));
      // PDFs are compressed already: stored, not deflated again.
      const file = new ZipPassThrough(fileNames[start + offset] ?? reportFileName(row.candidateName));
      file.mtime = now;
      zip.add(file);
      file.push(pdf, true);
      if (failure) throw failure;
      yield* pending.splice(0);
    }
  }
  zip.end();
  if (failure) throw failure;
  yield* pending.splice(0);
}

/** PDF reports of the admin's company's candidates (another company's candidate is not found). */
export const reportsService = {
  pdf(db: Database, actor: Actor, candidateId: string, ifNoneMatch: string | undefined) {
    return reportsService.pdfOfCompany(db, companyOf(actor), candidateId, ifNoneMatch);
  },

  /** The same for a caller without a session (the public API, for its key's company). */
  async pdfOfCompany(db: Database, companyId: string, candidateId: string, ifNoneMatch: string | undefined) {
    const [row] = await repo.reportRows(db, companyId, [candidateId], { logo: true });
    if (!row?.scored) throw notFound();
    const { tag, brand } = reportBrandOf(row);
    const norms = await normsService.evaluationNorms(db, companyId, normSubject(row));
    const etag = etagOf(row, norms, tag);
    if (etagMatches(ifNoneMatch, etag)) return { etag, pdf: null };
    const pdf = await renderReportPdf(toInput(row, norms, new Date(), brand));
    return { etag, pdf, fileName: reportFileName(row.candidateName) };
  },

  /**
   * One ZIP of the reports of the chosen candidates that have a scored evaluation, in the order chosen;
   * ids of other companies or without a report are skipped. Checked before streaming starts, so "none"
   * is still a 404 rather than an empty archive.
   */
  async zip(db: Database, actor: Actor, ids: string[]) {
    const companyId = companyOf(actor);
    const unique = [...new Set(ids)];
    const latest = await repo.latestEvaluations(db, companyId, unique);
    const names = new Map(latest.filter((r) => r.scored).map((r) => [r.candidateId, r.candidateName]));
    const chosen = unique.filter((id) => names.has(id));
    if (chosen.length === 0) throw new AppError('NOT_FOUND', 'No reports to download');
    const fileNames = uniqueFileNames(chosen.map((id) => reportFileName(names.get(id) ?? '')));
    const now = new Date();
    const { brand } = await reportBrand(db, companyId);
    return {
      fileName: zipFileName(now),
      stream: Readable.from(zipBytes(db, companyId, chosen, fileNames, now, brand), { objectMode: false }),
    };
  },
};
