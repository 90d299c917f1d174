import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { candidates } from '../../db/schema';
import { runPipelineChunk } from './pipeline.service';
import { TEST_IDS } from './test-ids';

let t: TestApp;
beforeAll(async () => {
  // Workers off: the invitation mails stay queued, where they are counted.
  t = await createTestApp({}, { workers: false });
});
afterAll(() => t.close());

describe('two runs of one pipeline chunk at once', () => {
  // pg-boss delivers at least once: a job whose expiry passed runs again while the first run may still
  // be inviting (found by the reliability suite's jobs test).
  it('invite each candidate once', async () => {
    const admin = await signedInAdmin(t, 'race@acme.test', { name: 'Race Co', industry: 'Retail' });
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    const rows = await t.context.db
      .insert(candidates)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          companyId: admin.companyId,
          assessmentId,
          fullName: `Racer ${i}`,
          email: `racer${i}@race.test`,
        })),
      )
      .returning({ id: candidates.id });
    const payload = { assessmentId, candidateIds: rows.map((r) => r.id) };
    for (let round = 0; round < 3; round++) {
      await Promise.all([runPipelineChunk(t.context, payload), runPipelineChunk(t.context, payload)]);
    }
    const mails = await t.context.db.execute<{ to: string; n: number }>(sql`
      SELECT data->>'to' AS to, count(*)::int AS n FROM pgboss.job
      WHERE name = 'mail.send' AND data->>'to' LIKE '%@race.test' GROUP BY 1`);
    expect(mails.rows).toHaveLength(40);
    expect(mails.rows.filter((m) => m.n !== 1)).toEqual([]);
  });
});
