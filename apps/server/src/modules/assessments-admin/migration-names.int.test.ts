import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { assessments, candidates } from '../../db/schema';
import { generatedAssessmentName } from './assessment-name';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
}, 60_000);
afterAll(() => t?.close());

/** Migration 0013's backfill, as committed: the statement that names the batches made before it. */
async function backfill() {
  const file = fileURLToPath(new URL('../../../drizzle/0013_assessments_workspace.sql', import.meta.url));
  const statement = (await readFile(file, 'utf8'))
    .split('--> statement-breakpoint')
    .find((part) => part.includes('UPDATE "assessments"'));
  if (!statement) throw new Error('no backfill in migration 0013');
  await t.context.db.execute(sql.raw(statement));
}

it('names earlier upload batches as uploads now name theirs, with the role only when all candidates share it', async () => {
  const { companyId } = await signedInAdmin(t, 'owner@migrated.test', {
    name: 'Migrated',
    industry: 'Other',
  });
  const createdAt = new Date('2026-03-09T22:15:00Z');
  const batch = async (
    sourceFilename: string | null,
    rows: { position: string | null; level: string | null }[],
  ) => {
    const [row] = await t.context.db
      .insert(assessments)
      .values({ companyId, name: 'unnamed', testMode: 'pre-built', sourceFilename, createdAt })
      .returning({ id: assessments.id });
    if (!row) throw new Error('no assessment');
    if (rows.length > 0)
      await t.context.db.insert(candidates).values(
        rows.map((r, i) => ({
          companyId,
          assessmentId: row.id,
          fullName: `C ${i}`,
          email: `${row.id}-${i}@migrated.test`,
          position: r.position,
          experienceLevel: r.level,
        })),
      );
    return row.id;
  };
  const shared = await batch('march.csv', [
    { position: 'Analyst', level: 'Junior' },
    { position: 'Analyst', level: 'Senior' },
  ]);
  const mixed = await batch('mixed.csv', [
    { position: 'Analyst', level: null },
    { position: null, level: null },
  ]);
  const single = await batch(null, [{ position: null, level: 'Mid' }]);
  const empty = await batch(null, []);

  await backfill();

  const read = async (id: string) =>
    (await t.context.db.select().from(assessments).where(eq(assessments.id, id)))[0];
  expect(await read(shared)).toMatchObject({
    name: generatedAssessmentName({ position: 'Analyst', sourceFilename: 'march.csv', createdAt }),
    position: 'Analyst',
    experienceLevel: null,
    status: 'open',
  });
  expect((await read(shared))?.name).toBe('Analyst · march.csv · 2026-03-09');
  expect((await read(mixed))?.name).toBe('Assessment · mixed.csv · 2026-03-09');
  expect(await read(single)).toMatchObject({
    name: 'Assessment · added one by one · 2026-03-09',
    experienceLevel: 'Mid',
  });
  expect((await read(empty))?.name).toBe('Assessment · added one by one · 2026-03-09');
});
