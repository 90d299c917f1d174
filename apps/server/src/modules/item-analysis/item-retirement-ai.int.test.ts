import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formQuestions } from '../../../test/form-questions';
import { createTestApp, signedInAdmin, type TestApp, uploadCsv, waitUntil } from '../../../test/helpers';
import { candidates } from '../../db/schema';
import { type FakeChatServer, startFakeChatServer } from '../ai/fake-chat-server';
import { createFakeModel } from '../ai/fake-model';
import { TEST_IDS } from '../assessments/test-ids';

/**
 * An AI-written item is drawn from its role's cached pool, not from the bank: retiring it must keep it out
 * of that pool for the company's new forms too. Grammar in AI mode: four cells of 5, pools of 10 per cell.
 */
let t: TestApp;
let server: FakeChatServer;
const model = createFakeModel('fake-model-7b');
const CONFIG = { testMode: 'ai-generated', selectedTests: [{ id: TEST_IDS.englishGrammar }] };

beforeAll(async () => {
  server = await startFakeChatServer((request) => model.answer(request));
  t = await createTestApp({ AI_BASE_URL: server.baseUrl, AI_MODEL: 'fake-model-7b' });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

/** Uploads candidates of one role and waits for their forms; the item rows of each form. */
async function formsOf(admin: Awaited<ReturnType<typeof signedInAdmin>>, emails: string[]) {
  const csv = [
    'full_name,email,position,experience_level',
    ...emails.map((e) => `Clerk,${e},Clerk,Junior`),
  ].join('\n');
  const { candidateIds } = await uploadCsv(admin, csv, CONFIG);
  await waitUntil(async () => {
    const rows = await t.context.db
      .select({ status: candidates.testStatus })
      .from(candidates)
      .where(inArray(candidates.id, candidateIds));
    return rows.every((r) => r.status === 'questions_generated');
  }, 60_000);
  return Promise.all(
    candidateIds.map(async (id) => (await formQuestions(t.context.db, id)).map((q) => q.itemRowId)),
  );
}

describe('retiring an AI-written item', () => {
  it("keeps it out of the role's cached pool for the company's new forms", async () => {
    const admin = await signedInAdmin(t, 'admin@ai-retire.test', { name: 'AI Retire', industry: 'Finance' });
    const [first] = await formsOf(admin, ['first@ai-retire.test']);
    const aiItem = first?.[0];
    if (!aiItem) throw new Error('no form');
    const retired = await admin.client.post(
      `/api/item-analysis/${TEST_IDS.englishGrammar}/items/${aiItem}/retire`,
      { reason: 'Moderate DIF against women (ETS category B)' },
    );
    expect(retired.statusCode, retired.body).toBe(204);
    // Eight more forms of the same role from the same pools (each would draw it with p = 1/2).
    const later = await formsOf(
      admin,
      Array.from({ length: 8 }, (_, i) => `later-${i}@ai-retire.test`),
    );
    expect(later.every((form) => form.length === 20)).toBe(true);
    expect(later.flat()).not.toContain(aiItem);
  }, 120_000);
});
