import type pg from 'pg';
import { renderReportPdf } from '../../apps/server/src/modules/reports/report-pdf';
import { reportFixture } from '../../apps/server/test/report-fixture';
import { type Figure, percentiles } from './report';
import { call, inBatches, waitFor } from './server';
import { type SubmittedSection, submitAssessmentBody } from './submission';

/** The candidates submit (the sessions of the autosave bench) and the worker scores them. */
export async function evaluatedCandidates(
  base: string,
  db: pg.Pool,
  sessions: { candidateId: string; cookie: string }[],
): Promise<string[]> {
  await inBatches(sessions, 8, async ({ candidateId, cookie }) => {
    type Sections = { sections: SubmittedSection[] };
    for (const { id } of (await call<Sections>(base, cookie, 'GET', '/api/candidate/sections')).sections) {
      await call(base, cookie, 'POST', `/api/candidate/sections/${id}/start`, {});
      await call(base, cookie, 'POST', `/api/candidate/sections/${id}/submit`, {});
    }
    const { sections } = await call<Sections>(base, cookie, 'GET', '/api/candidate/sections');
    const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM candidates WHERE id = $1', [
      candidateId,
    ]);
    await call(
      base,
      cookie,
      'POST',
      '/api/submit-assessment',
      submitAssessmentBody(candidateId, rows[0]?.user_id, sections),
    );
  });
  const ids = sessions.map((s) => s.candidateId);
  const scored = async () =>
    (
      await db.query<{ candidate_id: string }>(
        `SELECT candidate_id FROM evaluations WHERE candidate_id = ANY($1::uuid[])
         AND evaluation_status IN ('completed', 'needs_review')`,
        [ids],
      )
    ).rows.map((r) => r.candidate_id);
  await waitFor(async () => (await scored()).length === ids.length, 180_000, 'scoring the submissions');
  return scored();
}

/** One PDF per evaluated candidate through the HTTP route, the renderer alone as the floor, then ZIPs. */
export async function pdfBench(base: string, adminCookie: string, candidateIds: string[]): Promise<Figure[]> {
  const http: number[] = [];
  for (const id of candidateIds) {
    const started = performance.now();
    const response = await fetch(`${base}/api/reports/${id}/pdf`, { headers: { cookie: adminCookie } });
    const bytes = await response.arrayBuffer();
    http.push(performance.now() - started);
    if (!response.ok || bytes.byteLength === 0) throw new Error(`report of ${id}: ${response.status}`);
  }
  const fixture = reportFixture();
  const alone: number[] = [];
  for (let i = 0; i < candidateIds.length; i++) {
    const started = performance.now();
    await renderReportPdf(fixture);
    alone.push(performance.now() - started);
  }
  // The route takes at most 200 ids: 1,000 reports are five ZIPs of the 200.
  const zipStarted = performance.now();
  for (let i = 0; i < 5; i++) {
    const response = await fetch(`${base}/api/reports/zip`, {
      method: 'POST',
      headers: { cookie: adminCookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: candidateIds }),
    });
    const bytes = await response.arrayBuffer();
    if (!response.ok || bytes.byteLength === 0) throw new Error(`ZIP: ${response.status}`);
  }
  const zipMs = performance.now() - zipStarted;
  const route = percentiles(http);
  const floor = percentiles(alone);
  const n = candidateIds.length;
  return [
    {
      name: `PDF report (${n}): median`,
      value: route.median,
      unit: 'ms',
      floor: floor.median,
      budget: { limit: 20, kind: 'max' },
      note: 'GET /api/reports/:id/pdf one after another; floor: renderReportPdf on the test fixture alone',
    },
    { name: `PDF report (${n}): p99`, value: route.p99, unit: 'ms', floor: floor.p99, budget: null },
    {
      name: `ZIP of ${5 * n} reports (5 × ${n})`,
      value: zipMs,
      unit: 'ms',
      floor: floor.median * 5 * n,
      budget: null,
      note: 'five POST /api/reports/zip of the same ids; floor: 5 × n × the renderer median',
    },
  ];
}
