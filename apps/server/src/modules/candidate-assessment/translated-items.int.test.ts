import type { TCandidateSectionDetail, TCandidateSectionsResponse, TTestLibrary } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp } from '../../../test/helpers';
import { candidates } from '../../db/schema';
import { TEST_IDS } from '../assessments/test-ids';
import { LIKERT_OPTIONS } from '../items/presentation';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DEVANAGARI = /[\u0900-\u097F]/;
const ARABIC = /[\u0600-\u06FF]/;

describe('library statements in the candidate’s language (issue 23)', () => {
  it('serves the Big Five in the candidate’s language with the same questions, and English tests in English', async () => {
    const admin = await signedInAdmin(t, 'lang-admin@languages.test', {
      name: 'Languages',
      industry: 'Retail',
    });
    const companyId = admin.companyId ?? '';
    const assessmentId = await createAssessment(t, companyId, [TEST_IDS.bigFive, TEST_IDS.englishGrammar]);
    const { client, candidateId } = await signedInCandidate(
      t,
      companyId,
      assessmentId,
      'ananya@languages.test',
    );
    await t.context.db.update(candidates).set({ language: 'hi' }).where(eq(candidates.id, candidateId));

    const { sections } = (await client.get('/api/candidate/sections')).json() as TCandidateSectionsResponse;
    const detailOf = async (name: string, headers?: Record<string, string>) => {
      const section = sections.find((s) => s.name === name);
      if (!section) throw new Error(`no section ${name}`);
      return (
        await client.get(`/api/candidate/sections/${section.id}`, headers)
      ).json() as TCandidateSectionDetail;
    };
    for (const section of sections) {
      expect((await client.post(`/api/candidate/sections/${section.id}/start`)).statusCode).toBe(200);
    }

    const hindi = await detailOf('Big Five Work Personality');
    expect(hindi.questions.length).toBeGreaterThan(0);
    for (const question of hindi.questions) {
      expect(question.questionText).toMatch(DEVANAGARI);
      expect(question.options).toEqual(['पूरी तरह असहमत', 'असहमत', 'तटस्थ', 'सहमत', 'पूरी तरह सहमत']);
    }
    const grammar = await detailOf('English Grammar');
    expect(grammar.questions.every((q) => !DEVANAGARI.test(q.questionText))).toBe(true);

    // Without a language of their own, the browser's decides; the form (questions, order) never changes.
    await t.context.db.update(candidates).set({ language: null }).where(eq(candidates.id, candidateId));
    const arabic = await detailOf('Big Five Work Personality', {
      'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5',
    });
    expect(arabic.questions.map((q) => q.id)).toEqual(hindi.questions.map((q) => q.id));
    expect(arabic.questions.every((q) => ARABIC.test(q.questionText))).toBe(true);
    const english = await detailOf('Big Five Work Personality', { 'accept-language': 'de-DE' });
    expect(english.questions.map((q) => q.id)).toEqual(hindi.questions.map((q) => q.id));
    expect(english.questions[0]?.options).toEqual(LIKERT_OPTIONS);

    // An answer is the option's position, so it means the same in every language.
    const first = hindi.questions[0];
    if (!first) throw new Error('no question');
    const saved = await client.put(`/api/candidate/answers/${first.id}`, { value: 3, questionIndex: 0 });
    expect(saved.statusCode).toBe(200);
    const reread = await detailOf('Big Five Work Personality', { 'accept-language': 'fr' });
    expect(reread.answers.find((answer) => answer.questionId === first.id)?.value).toBe(3);
  });

  it('tells admins which languages each test can be taken in', async () => {
    const admin = await signedInAdmin(t, 'library-admin@languages.test', {
      name: 'Library',
      industry: 'Retail',
    });
    const library = (await admin.client.get('/api/test-library')).json() as TTestLibrary;
    const languagesOf = (id: string) => library.items.find((test) => test.id === id)?.languages;
    expect(languagesOf(TEST_IDS.bigFive)).toEqual(['en', 'hi', 'es', 'fr', 'pt-BR', 'ar']);
    expect(languagesOf(TEST_IDS.englishGrammar)).toEqual(['en']);
    expect(languagesOf(TEST_IDS.logicalReasoning)).toEqual(['en']);
  });
});
