import type { TItemAnalysis, TItemAnalysisItem } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import seedrandom from 'seedrandom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../../test/candidates';
import { insertQuestions } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp, type TestClient } from '../../../test/helpers';
import { setFairnessRegion } from '../../../test/self-identification';
import { signedInMember } from '../../../test/team';
import {
  answers,
  candidates,
  companyRetiredItems,
  evaluations,
  items,
  sections,
  selfIdentifications,
  submissions,
} from '../../db/schema';
import { generateForms } from '../assessments/pipeline.service';
import { TEST_IDS } from '../assessments/test-ids';

/**
 * Differential item functioning on real PostgreSQL. 240 candidates answer the same eight logical
 * reasoning items (ability spread evenly, answers drawn from a logistic model with a seeded generator);
 * sex and race/ethnicity are crossed (120 men, 120 women; 120 white, 120 Black). On the studied item,
 * women of the same ability answer right with two logits' lower odds: a known DIF item. 20 more
 * candidates identify as Asian (below the minimum of 100), and a few decline or leave it unanswered.
 */
let t: TestApp;
let adminA: Awaited<ReturnType<typeof signedInAdmin>>;
let adminB: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewerA: TestClient;
let assessmentA: string;
let assessmentB: string;
let difItem: { id: string; itemKey: string };
let fairItem: { id: string; itemKey: string };
let hardItems: { id: string; itemKey: string }[];
let seededIds: string[];

const LOGIT_SHIFT_AGAINST_WOMEN = 2;
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

type Person = { sex: string | null; race: string | null };
function people(): Person[] {
  const crossed = Array.from({ length: 240 }, (_, i) => ({
    sex: i % 2 === 0 ? 'male' : 'female',
    race: Math.floor(i / 2) % 2 === 0 ? 'white' : 'black_or_african_american',
  }));
  const asian = Array.from({ length: 20 }, () => ({ sex: 'prefer_not_to_say', race: 'asian' }));
  const others = [
    { sex: 'prefer_not_to_say', race: 'prefer_not_to_say' },
    { sex: null, race: null },
  ];
  return [...crossed, ...asian, ...others];
}

/** Submitted, evaluated candidates of the company with these answers and self-identifications, in bulk. */
async function seedCandidates(
  companyId: string,
  assessmentId: string,
  sectionId: string,
  formItems: { id: string; keyIndex: number }[],
) {
  const db = t.context.db;
  const rng = seedrandom('item-fairness');
  const everyone = people();
  const inserted = await db
    .insert(candidates)
    .values(
      everyone.map((_, i) => ({
        companyId,
        assessmentId,
        fullName: `Seeded ${i}`,
        email: `seeded-${i}@fairness.test`,
        testStatus: 'submitted',
        submissionCount: 1,
      })),
    )
    .returning({ id: candidates.id });
  const ids = inserted.map((c) => c.id);
  const questionRows = await insertQuestions(
    db,
    ids.flatMap((candidateId) =>
      formItems.map((item, n) => ({ sectionId, candidateId, questionNumber: n + 1, itemId: item.id })),
    ),
  );
  const answerRows = questionRows.map((q, index) => {
    const person = everyone[Math.floor(index / formItems.length)] as Person;
    const candidate = Math.floor(index / formItems.length);
    const n = index % formItems.length;
    const ability = ((candidate % 5) - 2) * 0.8;
    const difficulty = (n - 3.5) * 0.3;
    const shift = n === 0 && person.sex === 'female' ? -LOGIT_SHIFT_AGAINST_WOMEN : 0;
    const right = rng() < logistic(ability - difficulty + shift);
    const keyIndex = formItems[n]?.keyIndex ?? 0;
    return {
      candidateId: q.candidateId,
      questionId: q.id,
      sectionId,
      answerData: { value: right ? keyIndex : (keyIndex + 1) % 4, question_index: n },
    };
  });
  await db.insert(answers).values(answerRows);
  const subs = await db
    .insert(submissions)
    .values(ids.map((candidateId) => ({ candidateId, submissionNumber: 1, submissionData: {} })))
    .returning({ id: submissions.id, candidateId: submissions.candidateId });
  await db.insert(evaluations).values(
    subs.map((s) => ({
      candidateId: s.candidateId,
      submissionId: s.id,
      evaluationStatus: 'completed' as const,
    })),
  );
  const answered = everyone.flatMap((p, i) =>
    p.sex === null && p.race === null
      ? []
      : [{ candidateId: ids[i] as string, companyId, sex: p.sex, raceEthnicity: p.race }],
  );
  await db.insert(selfIdentifications).values(answered);
  return ids;
}

async function sectionOf(assessmentId: string) {
  const [row] = await t.context.db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.assessmentId, assessmentId));
  if (!row) throw new Error('no section');
  return row.id;
}

/** New candidates of the assessment with their forms drawn; the item rows each form holds. */
async function newForms(companyId: string, assessmentId: string, count: number, tag: string) {
  const rows = await t.context.db
    .insert(candidates)
    .values(
      Array.from({ length: count }, (_, i) => ({
        companyId,
        assessmentId,
        fullName: `New ${tag} ${i}`,
        email: `new-${tag}-${i}@fairness.test`,
      })),
    )
    .returning({ id: candidates.id });
  const ids = rows.map((r) => r.id);
  await generateForms(t.context, { assessmentId, candidateIds: ids });
  const drawn = await t.context.db.execute<{ candidate_id: string; item_id: string }>(
    sql`SELECT candidate_id, item_id FROM questions WHERE candidate_id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  expect(new Set(drawn.rows.map((r) => r.candidate_id)).size).toBe(count);
  return drawn.rows.map((r) => r.item_id);
}

async function analysis(client: TestClient) {
  const response = await client.get(`/api/item-analysis/${TEST_IDS.logicalReasoning}`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, json: response.json() as TItemAnalysis };
}
const itemOf = (result: TItemAnalysis, itemKey: string) =>
  result.items.find((i) => i.itemKey === itemKey) as TItemAnalysisItem;
const retirePath = (itemId: string) =>
  `/api/item-analysis/${TEST_IDS.logicalReasoning}/items/${itemId}/retire`;

beforeAll(async () => {
  // Workers on: the reviewer's invitation goes out by mail.
  t = await createTestApp();
  adminA = await signedInAdmin(t, 'admin@fair-a.test', { name: 'Fair A', industry: 'Technology' });
  adminB = await signedInAdmin(t, 'admin@fair-b.test', { name: 'Fair B', industry: 'Retail' });
  // The seeded answers are the US's (decision 036: DIF compares its company's region's categories).
  await setFairnessRegion(t, adminA.companyId, 'us');
  await setFairnessRegion(t, adminB.companyId, 'us');
  reviewerA = (await signedInMember(t, adminA, 'Fair A', 'reviewer@fair-a.test')).client;
  assessmentA = await createAssessment(t, adminA.companyId, [TEST_IDS.logicalReasoning]);
  assessmentB = await createAssessment(t, adminB.companyId, [TEST_IDS.logicalReasoning]);
  // A first form creates each assessment's section.
  await newForms(adminA.companyId, assessmentA, 1, 'warm-a');
  await newForms(adminB.companyId, assessmentB, 1, 'warm-b');

  const library = await t.context.db
    .select({ id: items.id, itemKey: items.itemKey, keyIndex: items.keyIndex, difficulty: items.difficulty })
    .from(items)
    .where(and(eq(items.testId, TEST_IDS.logicalReasoning), eq(items.status, 'active')))
    .orderBy(items.itemKey);
  hardItems = library.filter((i) => i.difficulty === 'hard');
  const formItems = library.slice(0, 8).map((i) => ({ id: i.id, keyIndex: i.keyIndex ?? 0 }));
  difItem = library[0] as { id: string; itemKey: string };
  fairItem = library[1] as { id: string; itemKey: string };
  seededIds = await seedCandidates(adminA.companyId, assessmentA, await sectionOf(assessmentA), formItems);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('differential item functioning in the item analysis', () => {
  it('flags the item women of equal ability answer wrong far more often as C, and a fair item as A', async () => {
    const { json } = await analysis(adminA.client);
    expect(json.difMinGroupSize).toBe(100);
    const studied = itemOf(json, difItem.itemKey).dif.find((d) => d.focal === 'female');
    expect(studied).toMatchObject({
      dimension: 'sex',
      reference: 'male',
      referenceCount: 120,
      focalCount: 120,
      enoughResponses: true,
      category: 'C',
      flag: 'Large DIF against women (ETS category C)',
    });
    expect(studied?.deltaMh).toBeLessThan(-1.5);
    expect(studied?.p).toBeLessThan(0.001);
    // The shift was by sex only: by race the same item is not flagged C.
    const byRace = itemOf(json, difItem.itemKey).dif.find((d) => d.focal === 'black_or_african_american');
    expect(byRace).toMatchObject({
      reference: 'white',
      referenceCount: 120,
      focalCount: 120,
      enoughResponses: true,
    });
    expect(byRace?.category).not.toBe('C');

    const fair = itemOf(json, fairItem.itemKey).dif.find((d) => d.focal === 'female');
    expect(fair).toMatchObject({ enoughResponses: true, category: 'A', flag: null });
  });

  it('says "not enough responses" with the counts below the minimum, leaving declined and unanswered out', async () => {
    const { json } = await analysis(adminA.client);
    const dif = itemOf(json, difItem.itemKey).dif;
    expect(dif.find((d) => d.focal === 'asian')).toEqual({
      dimension: 'race_ethnicity',
      reference: 'white',
      focal: 'asian',
      referenceCount: 120,
      focalCount: 20,
      enoughResponses: false,
      alphaMh: null,
      deltaMh: null,
      chiSquare: null,
      p: null,
      category: null,
      flag: null,
    });
    // Categories nobody chose are not listed; "another" only once large enough; declined never.
    expect(dif.map((d) => d.focal)).toEqual(['female', 'black_or_african_american', 'asian']);
    // An item no seeded candidate was asked: the sex comparison shows its zero counts.
    const unasked = json.items.find((i) => i.type === 'mcq' && i.responses === 0);
    expect(unasked?.dif).toEqual([
      expect.objectContaining({ focal: 'female', referenceCount: 0, focalCount: 0 }),
    ]);
  });

  it("carries only counts per group: no candidate, and no person's category", async () => {
    const { body, json } = await analysis(reviewerA);
    for (const id of seededIds) expect(body).not.toContain(id);
    const keys = new Set(json.items.flatMap((i) => i.dif.flatMap((d) => Object.keys(d))));
    expect([...keys].sort()).toEqual(
      [
        'alphaMh',
        'category',
        'chiSquare',
        'deltaMh',
        'dimension',
        'enoughResponses',
        'flag',
        'focal',
        'focalCount',
        'p',
        'reference',
        'referenceCount',
      ].sort(),
    );
  });

  it("compares in the categories of the company's region, and not at all without one (decision 036)", async () => {
    expect((await analysis(adminA.client)).json.region).toBe('us');
    // In the UK's categories the seeded answers are another region's: left out, nothing is compared.
    await setFairnessRegion(t, adminA.companyId, 'uk');
    try {
      const uk = (await analysis(adminA.client)).json;
      expect(uk.region).toBe('uk');
      expect(itemOf(uk, difItem.itemKey).dif).toEqual([
        expect.objectContaining({ reference: 'male', focal: 'female', referenceCount: 0, focalCount: 0 }),
      ]);
      await setFairnessRegion(t, adminA.companyId, 'none');
      const none = (await analysis(adminA.client)).json;
      expect(none.region).toBe('none');
      expect(none.items.every((i) => i.dif.length === 0)).toBe(true);
    } finally {
      await setFairnessRegion(t, adminA.companyId, 'us');
    }
  });

  it("shows another company none of this company's candidates", async () => {
    const { json } = await analysis(adminB.client);
    expect(itemOf(json, difItem.itemKey).responses).toBe(0);
    expect(itemOf(json, difItem.itemKey).dif).toEqual([
      expect.objectContaining({ referenceCount: 0, focalCount: 0, enoughResponses: false }),
    ]);
  });
});

describe('retiring a flagged item', () => {
  it('is refused to reviewers, and another company cannot see or touch this company test', async () => {
    const byReviewer = await reviewerA.post(retirePath(difItem.id), { reason: 'DIF against women' });
    expect(byReviewer.statusCode).toBe(403);
    const unknown = await adminA.client.post(
      `/api/item-analysis/${TEST_IDS.logicalReasoning}/items/${seededIds[0]}/retire`,
      { reason: 'Not an item' },
    );
    expect(unknown.statusCode).toBe(404);
    const noReason = await adminA.client.post(retirePath(difItem.id), { reason: '' });
    expect(noReason.statusCode).toBe(400);
  });

  it("keeps another company's retirement out of this company's forms", async () => {
    const byB = await adminB.client.post(retirePath(difItem.id), { reason: 'Flagged in our own analysis' });
    expect(byB.statusCode, byB.body).toBe(204);
    expect(itemOf((await analysis(adminB.client)).json, difItem.itemKey).retired).toBe(true);
    expect(itemOf((await analysis(adminA.client)).json, difItem.itemKey).retired).toBe(false);
    // 30 forms of 15 of the 48 items: the item is drawn (it would be missing from all with p ≈ 1e-5).
    expect(await newForms(adminA.companyId, assessmentA, 30, 'before')).toContain(difItem.id);
    expect(await newForms(adminB.companyId, assessmentB, 30, 'b-retired')).not.toContain(difItem.id);
  });

  it("excludes the company's retired item from new forms, keeps it on forms drawn before, and restoring brings it back", async () => {
    const retired = await adminA.client.post(retirePath(difItem.id), { reason: 'Large DIF against women' });
    expect(retired.statusCode, retired.body).toBe(204);
    const [row] = await t.context.db
      .select()
      .from(companyRetiredItems)
      .where(
        and(eq(companyRetiredItems.companyId, adminA.companyId), eq(companyRetiredItems.itemId, difItem.id)),
      );
    expect(row).toMatchObject({ reason: 'Large DIF against women', retiredBy: adminA.userId });
    expect(itemOf((await analysis(adminA.client)).json, difItem.itemKey).retired).toBe(true);

    expect(await newForms(adminA.companyId, assessmentA, 30, 'retired')).not.toContain(difItem.id);
    // The seeded candidates' forms still hold it, so its statistics stay.
    expect(itemOf((await analysis(adminA.client)).json, difItem.itemKey).responses).toBe(seededIds.length);

    const restored = await adminA.client.request('DELETE', retirePath(difItem.id));
    expect(restored.statusCode, restored.body).toBe(204);
    expect(itemOf((await analysis(adminA.client)).json, difItem.itemKey).retired).toBe(false);
    expect(await newForms(adminA.companyId, assessmentA, 30, 'restored')).toContain(difItem.id);
    expect((await adminA.client.request('DELETE', retirePath(difItem.id))).statusCode).toBe(409);
  });

  it('refuses a retirement that would leave too few items to fill the blueprint', async () => {
    // The blueprint takes 5 hard items; retire all but 6 of the 16 directly, then the API refuses the 11th.
    const keep = hardItems.slice(0, 6);
    const others = hardItems.slice(6);
    await t.context.db
      .insert(companyRetiredItems)
      .values(
        others.map((i) => ({ companyId: adminA.companyId, itemId: i.id, reason: 'Set up by the test' })),
      );
    const fifth = await adminA.client.post(retirePath(keep[0]?.id ?? ''), { reason: 'One more' });
    expect(fifth.statusCode, fifth.body).toBe(204);
    const tooMany = await adminA.client.post(retirePath(keep[1]?.id ?? ''), { reason: 'And another' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.message).toContain('"hard"');
    // B's bank is its own: the same item is still retirable there.
    expect((await adminB.client.post(retirePath(keep[1]?.id ?? ''), { reason: 'Ours' })).statusCode).toBe(
      204,
    );
    await t.context.db.delete(companyRetiredItems).where(
      inArray(
        companyRetiredItems.itemId,
        hardItems.map((i) => i.id),
      ),
    );
  });

  it("removes a question of the company's own test through the test's own removal", async () => {
    const created = await adminA.client.post('/api/custom-tests', {
      name: 'Our fairness check',
      category: 'skills',
      durationMinutes: 5,
      questionSeconds: 60,
      drawCount: null,
      shuffleOptions: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const testId = created.json().id as string;
    for (const stem of ['First statement', 'Second statement']) {
      const added = await adminA.client.post(`/api/custom-tests/${testId}/items`, {
        type: 'true_false',
        stem,
        key: true,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const [first] = await t.context.db
      .select({ id: items.id, itemKey: items.itemKey })
      .from(items)
      .where(and(eq(items.testId, testId), eq(items.stem, 'First statement')));
    const path = `/api/item-analysis/${testId}/items/${first?.id}/retire`;
    expect((await adminB.client.post(path, { reason: 'Not ours' })).statusCode).toBe(404);

    // A form showed it (as every flagged item was shown): the removal retires it and the form keeps it.
    const [section] = await t.context.db
      .insert(sections)
      .values({
        assessmentId: assessmentA,
        testId,
        name: 'Ours',
        category: 'skills',
        displayOrder: 2,
        blueprintVersion: 1,
      })
      .returning({ id: sections.id });
    await insertQuestions(t.context.db, [
      {
        sectionId: section?.id ?? '',
        candidateId: seededIds[0] ?? '',
        questionNumber: 1,
        itemId: first?.id ?? '',
      },
    ]);

    const removed = await adminA.client.post(path, { reason: 'Moderate DIF against men' });
    expect(removed.statusCode, removed.body).toBe(204);
    const test = (await adminA.client.get(`/api/custom-tests/${testId}`)).json();
    expect(test.items.map((i: { draft: { stem: string } }) => i.draft.stem)).toEqual(['Second statement']);
    const [row] = await t.context.db
      .select({ status: items.status })
      .from(items)
      .where(eq(items.id, first?.id ?? ''));
    expect(row?.status).toBe('retired');
    const result = (await adminA.client.get(`/api/item-analysis/${testId}`)).json() as TItemAnalysis;
    expect(result.items.find((i) => i.itemId === first?.id)).toMatchObject({
      retired: true,
      source: 'custom',
    });
    expect((await adminA.client.post(path, { reason: 'Again' })).statusCode).toBe(409);
    const restore = await adminA.client.request('DELETE', path);
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error.message).toContain("test's editor");
  });
});
