import type {
  TApiKeyCreated,
  TCandidateFeedback,
  TCandidateNoticeResponse,
  TIntakeResponse,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOf } from '../../../test/candidate-records';
import { CANDIDATE_PASSWORD, createAssessment, signedInCandidate } from '../../../test/candidates';
import {
  createTestApp,
  linkIn,
  signedInAdmin,
  type TestApp,
  TestClient,
  uploadCsv,
  waitForMail,
  waitUntil,
} from '../../../test/helpers';
import { pdfTextOf } from '../../../test/pdf-text';
import { givePlan } from '../../../test/plans';
import { answerAndSubmit } from '../../../test/submit-all';
import { assessments, candidates, evaluations, noticeAcknowledgements } from '../../db/schema';
import { formatDeadlineIn } from '../../i18n/format';
import { generateForms } from '../assessments/pipeline.service';
import { TEST_IDS } from '../assessments/test-ids';
import { createVerifiedUser } from '../auth/admin-accounts';
import { sendDueReminders } from '../deadlines/deadlines.service';
import { profilesRepository } from '../profiles/profiles.repository';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'admin@languages.test', { name: 'Shakti Labs', industry: 'Technology' });
  await givePlan(t.context, admin.companyId);
}, 60_000);
afterAll(() => t.close());

/** A signed-in candidate who has not read the notice yet, with their own language stored. */
async function candidateIn(assessmentId: string, email: string, language: string | null) {
  const [row] = await t.context.db
    .insert(candidates)
    .values({ companyId: admin.companyId, assessmentId, fullName: 'محمد علي', email, language })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate');
  await generateForms(t.context, { assessmentId, candidateIds: [row.id] });
  const userId = await createVerifiedUser(t.context.auth, { email, password: CANDIDATE_PASSWORD, name: 'M' });
  await profilesRepository.createForExistingUser(t.context.db, userId, 'candidate', admin.companyId);
  await t.context.db.update(candidates).set({ userId }).where(eq(candidates.id, row.id));
  const client = new TestClient(t.app);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: CANDIDATE_PASSWORD });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return { client, candidateId: row.id, userId };
}

describe('a CSV language column', () => {
  it('invites in Hindi with lang=hi in the link, and the accept page hears the language', async () => {
    const csv = [
      'full_name,email,language',
      'अनन्या शर्मा,ananya@languages.test,hi',
      'João Silva,joao@languages.test,pt_BR',
      'Kim Lee,kim@languages.test,',
      'Worf,worf@languages.test,Klingon',
    ].join('\n');
    const result = (await uploadCsv(admin, csv, {
      selectedTests: [{ id: TEST_IDS.logicalReasoning }],
      testMode: 'pre-built',
    })) as unknown as TIntakeResponse;
    expect(result.candidateIds).toHaveLength(3);
    expect(result.skipped).toEqual([
      {
        row: 5,
        email: 'worf@languages.test',
        reason: 'Unknown language "Klingon": use one of en, hi, es, fr, pt-BR, ar',
      },
    ]);
    const stored = await t.context.db
      .select({ email: candidates.email, language: candidates.language })
      .from(candidates)
      .where(eq(candidates.companyId, admin.companyId));
    expect(Object.fromEntries(stored.map((c) => [c.email, c.language]))).toMatchObject({
      'ananya@languages.test': 'hi',
      'joao@languages.test': 'pt-BR',
      'kim@languages.test': null,
    });

    const hindi = await waitForMail(
      t.context,
      'ananya@languages.test',
      'Shakti Labs की ओर से आपका आकलन निमंत्रण',
      30_000,
    );
    expect(hindi.text).toContain('नमस्ते अनन्या शर्मा,');
    expect(hindi.text).toContain('आकलन शुरू करें: ');
    expect(hindi.html).toContain('<html lang="hi" dir="ltr">');
    const link = linkIn(hindi.text.slice(hindi.text.indexOf('आकलन शुरू करें: ')));
    expect(new URL(link).searchParams.get('lang')).toBe('hi');

    // Nobody chose for Kim: English, and links without a language.
    const english = await waitForMail(
      t.context,
      'kim@languages.test',
      'Your assessment invitation from Shakti Labs',
      30_000,
    );
    expect(english.text).not.toContain('lang=');

    const check = await new TestClient(t.app).get(
      `/api/invitations/accept?token=${new URL(link).searchParams.get('token')}`,
    );
    expect(check.json()).toMatchObject({ status: 'valid', companyName: 'Shakti Labs', language: 'hi' });
  }, 60_000);
});

describe('the public API and the assessment', () => {
  it("takes a candidate's language from the public API, and refuses an unknown one for that candidate", async () => {
    const key: TApiKeyCreated = (await admin.client.post('/api/api-keys', { name: 'ATS' })).json();
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidates',
      headers: { authorization: `Bearer ${key.key}` },
      payload: {
        candidates: [
          { fullName: 'Chloé Martin', email: 'chloe@languages.test', language: 'fr-CA' },
          { fullName: 'Nobody', email: 'nobody@languages.test', language: 'xx' },
        ],
        testConfiguration: { selectedTests: [{ id: TEST_IDS.logicalReasoning }], testMode: 'pre-built' },
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().skipped[0].reason).toBe(
      'Unknown language "xx": use one of en, hi, es, fr, pt-BR, ar',
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/candidates?pageSize=100',
      headers: { authorization: `Bearer ${key.key}` },
    });
    const chloe = listed.json().items.find((c: { email: string }) => c.email === 'chloe@languages.test');
    expect(chloe.language).toBe('fr');
  });

  it("gives a candidate without their own language the assessment's", async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    const updated = await admin.client.patch(`/api/assessments/${assessmentId}`, { language: 'ar' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().language).toBe('ar');
    const cand = await candidateIn(assessmentId, 'inherits@languages.test', null);
    expect((await cand.client.get('/api/candidate/me')).json().language).toBe('ar');
    expect(
      (await admin.client.patch(`/api/assessments/${assessmentId}`, { language: null })).json().language,
    ).toBeNull();
    expect((await cand.client.get('/api/candidate/me')).json().language).toBeNull();
  });
});

describe("the candidate's own choice", () => {
  it('is remembered, read as the closest supported language, refused when unknown; reminders follow it', async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    const closesAt = new Date(Date.now() + 30 * HOUR);
    await t.context.db
      .update(assessments)
      .set({ name: 'Analyst', closesAt, timeZone: 'Asia/Kolkata', status: 'open' })
      .where(eq(assessments.id, assessmentId));
    const cand = await signedInCandidate(t, admin.companyId, assessmentId, 'sofia@languages.test', 'Sofía');

    const chosen = await cand.client.put('/api/candidate/language', { language: 'es-MX' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'es' });
    expect((await cand.client.get('/api/candidate/me')).json().language).toBe('es');
    expect((await recordOf(t.context.db, cand.candidateId))?.language).toBe('es');
    const refused = await cand.client.put('/api/candidate/language', { language: 'tlh' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('use one of en, hi, es, fr, pt-BR, ar');
    // Another candidate's record is never touched: the route has no id to send.
    expect((await new TestClient(t.app).put('/api/candidate/language', { language: 'fr' })).statusCode).toBe(
      401,
    );

    await sendDueReminders(t.context, new Date());
    const deadline = formatDeadlineIn('es', closesAt, 'Asia/Kolkata');
    const mail = await waitForMail(
      t.context,
      'sofia@languages.test',
      `Recordatorio: completa tu evaluación antes del ${deadline}`,
    );
    expect(mail.text).toContain('Aún no has empezado tu evaluación «Analyst» de Shakti Labs.');
    expect(mail.text).toMatch(
      /Empezar la evaluación: http:\/\/localhost:3000\/accept-invite\?token=[\w-]{40,}&lang=es/,
    );
  });
});

describe('the notice in Arabic', () => {
  it('is acknowledged with the version of the Arabic text the candidate read', async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [TEST_IDS.logicalReasoning]);
    const cand = await candidateIn(assessmentId, 'arabic@languages.test', 'ar');
    const read: TCandidateNoticeResponse = (await cand.client.get('/api/candidate/notice')).json();
    expect(read.acknowledgedAt).toBeNull();
    expect(read.notice.humanDecision).toContain('يتخذ شخص في Shakti Labs كل قرار');
    expect(read.notice.integrity.signals.map((s) => s.label)).toContain('لصق نص في إجابة');

    // The English text is another version: acknowledging it is not acknowledging what they read.
    const english: TCandidateNoticeResponse = (
      await cand.client.get('/api/candidate/notice', { 'accept-language': 'en' })
    ).json();
    expect(english.version).toBe(read.version);
    await cand.client.put('/api/candidate/language', { language: 'en' });
    const inEnglish: TCandidateNoticeResponse = (await cand.client.get('/api/candidate/notice')).json();
    expect(inEnglish.version).not.toBe(read.version);
    await cand.client.put('/api/candidate/language', { language: 'ar' });
    expect(
      (await cand.client.post('/api/candidate/notice/acknowledge', { version: inEnglish.version }))
        .statusCode,
    ).toBe(409);

    const acknowledged = await cand.client.post('/api/candidate/notice/acknowledge', {
      version: read.version,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const [stored] = await t.context.db
      .select()
      .from(noticeAcknowledgements)
      .where(
        and(
          eq(noticeAcknowledgements.candidateId, cand.candidateId),
          eq(noticeAcknowledgements.noticeVersion, read.version),
        ),
      );
    expect(stored?.notice).toMatchObject({ humanDecision: read.notice.humanDecision });
    const [first] = (await cand.client.get('/api/candidate/sections')).json().sections;
    expect((await cand.client.post(`/api/candidate/sections/${first.id}/start`)).statusCode).toBe(200);
  });
});

describe('the feedback report in Spanish', () => {
  it('reads in Spanish as JSON and in the PDF', async () => {
    const assessmentId = await createAssessment(t, admin.companyId, [
      TEST_IDS.logicalReasoning,
      TEST_IDS.bigFive,
    ]);
    await t.context.db
      .update(assessments)
      .set({ feedbackReportEnabled: true, language: 'es' })
      .where(eq(assessments.id, assessmentId));
    const cand = await signedInCandidate(t, admin.companyId, assessmentId, 'lucia@languages.test', 'Lucía');
    await answerAndSubmit(t, cand, true);
    await waitUntil(async () => {
      const [row] = await t.context.db
        .select({ status: evaluations.evaluationStatus })
        .from(evaluations)
        .where(eq(evaluations.candidateId, cand.candidateId));
      return ['completed', 'needs_review'].includes(row?.status ?? '');
    }, 30_000);

    const feedback: TCandidateFeedback = (await cand.client.get('/api/candidate/feedback')).json();
    expect(feedback.sections[0]?.measures).toBe(
      'Cómo razonaste ante problemas con números, palabras y patrones.',
    );
    expect(feedback.traits?.intro).toContain('Cómo te describiste en las afirmaciones de personalidad.');
    expect(feedback.traits?.items.map((trait) => trait.label)).toEqual([
      'Apertura',
      'Responsabilidad',
      'Extraversión',
      'Amabilidad',
      'Estabilidad emocional',
    ]);
    expect(feedback.limits[2]).toBe(
      'Todas las decisiones sobre tu candidatura las toma una persona de Shakti Labs. Ningún resultado decide nada por sí solo.',
    );

    const pdf = await cand.client.get('/api/candidate/feedback/pdf');
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfTextOf(pdf.rawPayload);
    expect(text).toContain('Tu informe de resultados');
    expect(text).toContain('Tus resultados');
    expect(text).toContain('Lo que estos resultados pueden y no pueden decir');
    expect(text).toContain('Cómo razonaste ante problemas con números, palabras y patrones.');
    expect(text).not.toContain('Your feedback report');
  }, 90_000);
});
