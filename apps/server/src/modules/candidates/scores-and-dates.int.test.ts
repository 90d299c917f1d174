import { APPLIED_RANGE_MESSAGE, RANK_SECTION_MESSAGE } from '@app/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAssessment } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { candidates, companies, evaluations, sections, submissions } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { normsRepository } from '../norms/norms.repository';

let t: TestApp;
const HOUR = 3_600_000;

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

/** Candidates of the company added at the given instants, inserted as the intake leaves them. */
async function added(companyId: string, rows: { name: string; at: string; assessmentId?: string }[]) {
  const inserted = await t.context.db
    .insert(candidates)
    .values(
      rows.map((row) => ({
        companyId,
        assessmentId: row.assessmentId ?? null,
        fullName: row.name,
        email: `${row.name.toLowerCase().replaceAll(' ', '.')}@${companyId.slice(0, 8)}.test`,
        createdAt: new Date(row.at),
      })),
    )
    .returning({ id: candidates.id, fullName: candidates.fullName });
  return new Map(inserted.map((row) => [row.fullName, row.id]));
}

/** A section of the assessment drawn from a library test. */
async function section(assessmentId: string, testId: string, name: string, displayOrder: number) {
  const [row] = await t.context.db
    .insert(sections)
    .values({ assessmentId, testId, name, category: 'test', displayOrder, blueprintVersion: 1 })
    .returning({ id: sections.id });
  if (!row) throw new Error('section insert returned no row');
  return row.id;
}

type Result = { sectionId: string; name: string; kind: string; score: number | null };

/** A submission and its evaluation, as the scoring job leaves them (section_scores without the unrated). */
async function evaluated(
  candidateId: string,
  submittedAt: Date,
  status: 'completed' | 'needs_review',
  results: Result[],
) {
  const [submission] = await t.context.db
    .insert(submissions)
    .values({ candidateId, submissionNumber: 1, submittedAt, submissionData: {} })
    .returning({ id: submissions.id });
  await t.context.db.insert(evaluations).values({
    candidateId,
    submissionId: submission?.id ?? '',
    evaluationStatus: status,
    totalScore: null,
    sectionScores: Object.fromEntries(
      results.flatMap((r) => (r.score === null ? [] : [[r.name, r.score] as const])),
    ),
    evaluationData: { sections: results, cefr: null },
  });
}

const csvOf = (body: string) => parse(body.replace('\uFEFF', '')) as string[][];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the CSV export’s section scores and percentiles (issue 36 item 4)', () => {
  let admin: Admin;
  let opening: string;

  beforeAll(async () => {
    admin = await signedInAdmin(t, 'admin@scores.test', { name: 'Scores Co', industry: 'Technology' });
    const companyId = admin.companyId;
    opening = await createAssessment(t, companyId, [
      TEST_IDS.logicalReasoning,
      TEST_IDS.businessWriting,
      TEST_IDS.bigFive,
    ]);
    const logic = await section(opening, TEST_IDS.logicalReasoning, 'Logical Reasoning', 1);
    const writing = await section(opening, TEST_IDS.businessWriting, 'Business Writing', 2);
    const bigFive = await section(opening, TEST_IDS.bigFive, 'Big Five Personality', 3);

    // 30 earlier candidates of Logical Reasoning in another opening, scored two days ago: 20 at 50, 10 at 90.
    const earlierOpening = await createAssessment(t, companyId, [TEST_IDS.logicalReasoning]);
    const earlierSection = await section(earlierOpening, TEST_IDS.logicalReasoning, 'Logical Reasoning', 1);
    const earlier = await added(
      companyId,
      Array.from({ length: 30 }, (_, i) => ({
        name: `Earlier ${i}`,
        at: '2026-01-01T00:00:00Z',
        assessmentId: earlierOpening,
      })),
    );
    for (const [i, id] of [...earlier.values()].entries()) {
      await evaluated(id, new Date(Date.now() - 48 * HOUR), 'completed', [
        { sectionId: earlierSection, name: 'Logical Reasoning', kind: 'cognitive', score: i < 20 ? 50 : 90 },
      ]);
    }

    const people = await added(companyId, [
      { name: 'Rita Rated', at: '2026-02-01T09:00:00Z', assessmentId: opening },
      { name: 'Ash Awaiting', at: '2026-02-01T10:00:00Z', assessmentId: opening },
      { name: 'Nell New', at: '2026-02-01T11:00:00Z', assessmentId: opening },
    ]);
    // Rita: every section scored. Ash, an hour later: Business Writing awaits a person's rating.
    await evaluated(people.get('Rita Rated') ?? '', new Date(Date.now() - HOUR), 'completed', [
      { sectionId: logic, name: 'Logical Reasoning', kind: 'cognitive', score: 70 },
      { sectionId: writing, name: 'Business Writing', kind: 'writing', score: 55 },
      { sectionId: bigFive, name: 'Big Five Personality', kind: 'personality', score: 100 },
    ]);
    await evaluated(people.get('Ash Awaiting') ?? '', new Date(), 'needs_review', [
      { sectionId: logic, name: 'Logical Reasoning', kind: 'cognitive', score: 90 },
      { sectionId: writing, name: 'Business Writing', kind: 'writing', score: null },
      { sectionId: bigFive, name: 'Big Five Personality', kind: 'personality', score: 80 },
    ]);
  }, 60_000);

  it("ranks the opening by one section's score, the unscored last, and lists the scored sections' scores", async () => {
    const ranked = async (query: string) => {
      const response = await admin.client.get(`/api/candidates?assessmentId=${opening}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().items as { fullName: string; sectionScores: Record<string, number> }[];
    };
    const logic = await ranked(`sort=section_score&section=${encodeURIComponent('Logical Reasoning')}`);
    expect(logic.map((c) => c.fullName)).toEqual(['Ash Awaiting', 'Rita Rated', 'Nell New']);
    // Only scored sections: not Ash's writing awaiting a rating, not a profile's completeness.
    expect(logic.map((c) => c.sectionScores)).toEqual([
      { 'Logical Reasoning': 90 },
      { 'Logical Reasoning': 70, 'Business Writing': 55 },
      {},
    ]);
    // Ash's writing awaits a rating: with Nell, after the scored, newest first; in either direction.
    const writing = `section=${encodeURIComponent('Business Writing')}&sort=section_score`;
    expect((await ranked(writing)).map((c) => c.fullName)).toEqual([
      'Rita Rated',
      'Nell New',
      'Ash Awaiting',
    ]);
    expect((await ranked(`${writing}&order=asc`)).map((c) => c.fullName)).toEqual([
      'Rita Rated',
      'Nell New',
      'Ash Awaiting',
    ]);
    const unnamed = await admin.client.get(`/api/candidates?assessmentId=${opening}&sort=section_score`);
    expect(unnamed.statusCode).toBe(400);
    expect(JSON.stringify(unnamed.json())).toContain(RANK_SECTION_MESSAGE);
  });

  it('adds a percentile per normed section after the source, from the latest scored evaluation', async () => {
    const counts = vi.spyOn(normsRepository, 'counts');
    const exported = await admin.client.post('/api/candidates/export', { assessmentId: opening });
    expect(exported.statusCode).toBe(200);
    // The norms of every exported evaluation in one statement.
    expect(counts).toHaveBeenCalledTimes(1);
    expect(counts.mock.calls[0]?.[2]).toHaveLength(2);
    counts.mockRestore();

    expect(exported.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = csvOf(exported.body);
    const source = header?.indexOf('Source') ?? -1;
    expect(header?.slice(source)).toEqual([
      'Source',
      'Logical Reasoning percentile',
      'Business Writing percentile',
    ]);
    // The profile keeps its completeness column and has no score or percentile.
    expect(header).toContain('Big Five Personality (profile: % answered)');
    expect(header?.filter((h) => h.startsWith('Big Five Personality'))).toHaveLength(1);

    // Each section's score once, in its own column; its percentile after the source.
    const cells = (name: string) => {
      const record = records.find((r) => r[0] === name);
      const of = (column: string) => record?.[header?.indexOf(column) ?? -1];
      return [
        of('Logical Reasoning'),
        ...(record?.slice(source + 1, source + 2) ?? []),
        of('Business Writing'),
        ...(record?.slice(source + 2) ?? []),
      ];
    };
    // Rita among the 30 earlier: (20 lower + 0) / 30 → 67th. Business Writing: nobody earlier, no percentile.
    expect(cells('Rita Rated')).toEqual(['70.0', '67', '55.0', '']);
    // Ash among the 30 and Rita: (21 lower + ½ × 10 equal) / 31 → 84th; the unrated writing is empty, not 0.
    expect(cells('Ash Awaiting')).toEqual(['90.0', '84', '', '']);
    expect(cells('Nell New')).toEqual(['', '', '', '']);
  });

  it('gives the same percentile as the report would, and none below 30 earlier candidates', async () => {
    // Without its last earlier candidate, Rita's group is 29: no percentile; Ash's 30 (29 and Rita).
    const last = await t.context.db
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.fullName, 'Earlier 29'));
    await t.context.db.delete(candidates).where(eq(candidates.id, last[0]?.id ?? ''));
    const [header, ...records] = csvOf(
      (await admin.client.post('/api/candidates/export', { assessmentId: opening })).body,
    );
    const source = header?.indexOf('Source') ?? -1;
    const tail = (name: string) => records.find((r) => r[0] === name)?.slice(source + 1);
    expect(tail('Rita Rated')).toEqual(['', '']);
    // (20 lower + Rita + ½ × 9 equal) / 30 = 85.
    expect(tail('Ash Awaiting')).toEqual(['85', '']);
  });
});

describe('the candidates’ date filter (issue 36 item 7)', () => {
  let india: Admin;
  let utc: Admin;
  let opening: string;

  // Asia/Kolkata is UTC+5:30: 5 March starts at 4 March 18:30 UTC.
  const ROWS = [
    { name: 'Before', at: '2026-03-04T18:29:59.999Z' },
    { name: 'First', at: '2026-03-04T18:30:00.000Z' },
    // 5 March 20:00 UTC is already 6 March in India.
    { name: 'Late', at: '2026-03-05T20:00:00.000Z' },
    { name: 'Last', at: '2026-03-06T18:29:59.999Z' },
    { name: 'After', at: '2026-03-06T18:30:00.000Z' },
  ];

  beforeAll(async () => {
    india = await signedInAdmin(t, 'admin@dates-in.test', { name: 'Pune Co', industry: 'Technology' });
    utc = await signedInAdmin(t, 'admin@dates-utc.test', { name: 'Zone-less Co', industry: 'Retail' });
    await t.context.db
      .update(companies)
      .set({ timeZone: 'Asia/Kolkata' })
      .where(eq(companies.id, india.companyId));
    opening = await createAssessment(t, india.companyId, [TEST_IDS.logicalReasoning]);
    await added(
      india.companyId,
      ROWS.map((row) => ({ ...row, assessmentId: opening })),
    );
    // The other company added people at the same instants; it has no time zone: its days are UTC's.
    await added(
      utc.companyId,
      ROWS.map((row) => ({ ...row, name: `Other ${row.name}` })),
    );
  });

  const names = async (admin: Admin, query: string) => {
    const response = await admin.client.get(`/api/candidates?sort=created_at&order=asc&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json() as { items: { fullName: string }[]; total: number };
    expect(list.total).toBe(list.items.length);
    return list.items.map((c) => c.fullName);
  };

  it("includes both days, read in the company's time zone", async () => {
    expect(await names(india, 'appliedFrom=2026-03-05&appliedTo=2026-03-06')).toEqual([
      'First',
      'Late',
      'Last',
    ]);
    expect(await names(india, 'appliedFrom=2026-03-05&appliedTo=2026-03-05')).toEqual(['First']);
    expect(await names(india, 'appliedFrom=2026-03-07')).toEqual(['After']);
    expect(await names(india, 'appliedTo=2026-03-04')).toEqual(['Before']);
    // With the other filters, and the count alike (the score filter's count joins the evaluations).
    expect(await names(india, `appliedFrom=2026-03-06&assessmentId=${opening}&status=pending`)).toEqual([
      'Late',
      'Last',
      'After',
    ]);
    const scored = await india.client.get('/api/candidates?appliedFrom=2026-03-05&minScore=0');
    expect(scored.json()).toMatchObject({ items: [], total: 0 });
  });

  it("reads a company without a time zone in UTC, and never counts another company's candidates", async () => {
    expect(await names(utc, 'appliedFrom=2026-03-05&appliedTo=2026-03-05')).toEqual(['Other Late']);
    expect(await names(utc, 'appliedFrom=2026-03-06&appliedTo=2026-03-06')).toEqual([
      'Other Last',
      'Other After',
    ]);
    const all = (
      await india.client.get('/api/candidates?appliedFrom=1900-01-01&appliedTo=2999-12-31')
    ).json();
    expect(all.total).toBe(ROWS.length);
  });

  it('narrows the export that follows the filters', async () => {
    const exported = await india.client.post('/api/candidates/export', {
      assessmentId: opening,
      appliedFrom: '2026-03-05',
      appliedTo: '2026-03-06',
    });
    expect(exported.statusCode).toBe(200);
    const [, ...records] = csvOf(exported.body);
    expect(records.map((r) => r[0])).toEqual(['First', 'Late', 'Last']);
    const whole = csvOf(
      (await india.client.post('/api/candidates/export', { appliedTo: '2026-03-04' })).body,
    );
    expect(whole.slice(1).map((r) => r[0])).toEqual(['Before']);
  });

  it('refuses a start after the end, and a day that is not one', async () => {
    const listed = await india.client.get('/api/candidates?appliedFrom=2026-03-07&appliedTo=2026-03-05');
    expect(listed.statusCode).toBe(400);
    expect(listed.json().error.message).toBe(APPLIED_RANGE_MESSAGE);
    const exported = await india.client.post('/api/candidates/export', {
      appliedFrom: '2026-03-07',
      appliedTo: '2026-03-05',
    });
    expect(exported.statusCode).toBe(400);
    expect(exported.json().error.message).toBe(APPLIED_RANGE_MESSAGE);
    for (const day of ['2026-02-30', '05/03/2026', '0000-01-01', '2026-3-5']) {
      const response = await india.client.get(`/api/candidates?appliedFrom=${encodeURIComponent(day)}`);
      expect(response.statusCode, day).toBe(400);
    }
  });
});
