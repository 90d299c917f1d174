import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAdmin, type TestApp, TestClient } from '../../../test/helpers';
import { testLibrary } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/test-library', () => {
  it('lists the seeded active tests ordered by category then name, without retired ones', async () => {
    await t.context.db
      .update(testLibrary)
      .set({ isActive: false })
      .where(eq(testLibrary.name, 'Logical Reasoning'));
    const { client } = await signedInAdmin(t, 'library@acme.test', { name: 'Acme', industry: 'Retail' });

    const response = await client.get('/api/test-library');

    expect(response.statusCode).toBe(200);
    const items: { name: string; category: string; durationMinutes: number; questionCount: number }[] =
      response.json().items;
    expect(items.map((i) => `${i.category}/${i.name}`)).toEqual([
      'english/Business Writing',
      'english/English Grammar',
      'english/English Vocabulary',
      'english/Reading Comprehension',
      'psychometric/Big Five Work Personality',
      'psychometric/Situational Judgement',
      'psychometric/Work Style Preferences',
    ]);
    expect(items.every((i) => i.durationMinutes > 0 && i.questionCount > 0)).toBe(true);
    expect(response.json().items.every((i: { custom: boolean }) => i.custom === false)).toBe(true);
    expect(response.json().aiProviderConfigured).toBe(false);
  });

  it('is for signed-in admins only', async () => {
    expect((await new TestClient(t.app).get('/api/test-library')).statusCode).toBe(401);
  });
});
