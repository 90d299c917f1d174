import {
  formatDeadline,
  type TInvitationPreview,
  type TInvitationTextInput,
  type TInvitationTextList,
} from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssessment, signedInCandidate } from '../../../test/candidates';
import { createTestApp, signedInAdmin, type TestApp, waitUntil } from '../../../test/helpers';
import { openApiContract } from '../../../test/openapi-contract';
import { givePlan } from '../../../test/plans';
import { signedInMember } from '../../../test/team';
import { assessments, auditLog, candidates, invitationEmailTexts, outbox } from '../../db/schema';
import { formatDeadlineIn } from '../../i18n/format';
import type { MailMessage } from '../../mail/mail-message';
import { TEST_IDS } from '../assessments/test-ids';
import { sendDueReminders } from '../deadlines/deadlines.service';

const URL = '/api/company/invitation-emails';
const PREVIEW = `${URL}/preview`;
const RESEND = '/api/candidates/invitations/resend';
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let contract: Awaited<ReturnType<typeof openApiContract>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let reviewer: Awaited<ReturnType<typeof signedInMember>>;
let assessmentId: string;
let otherAssessmentId: string;
const closesAt = new Date(Date.now() + 20 * 24 * HOUR);

const HINDI_INVITATION = {
  kind: 'invitation',
  language: 'hi',
  subject: '{{company_name}} से निमंत्रण: {{assessment_name}}',
  message: 'नमस्ते {{candidate_name}}, आवेदन के लिए धन्यवाद!\n\nकृपया {{assessment_name}} {{deadline}} तक पूरा करें।',
} satisfies TInvitationTextInput;

async function check<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  response: { statusCode: number; json: () => unknown },
) {
  contract.check(method, url, response as never);
  return response.json() as T;
}

/** A candidate of `companyId`'s assessment whose questions are ready, in `language` (null: none chosen). */
async function addCandidate(companyId: string, assessment: string, name: string, language: string | null) {
  const [row] = await t.context.db
    .insert(candidates)
    .values({
      companyId,
      assessmentId: assessment,
      fullName: name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@texts.test`,
      testStatus: 'questions_generated',
      language,
    })
    .returning({ id: candidates.id, email: candidates.email });
  if (!row) throw new Error('no candidate');
  return row;
}

/** The newest mail to `to`, once it is in the outbox. */
async function mailTo(to: string) {
  let found: (typeof outbox.$inferSelect)[] = [];
  await waitUntil(async () => {
    found = await t.context.db.select().from(outbox).where(eq(outbox.to, to));
    return found.length > 0;
  }, 10_000);
  return found.sort((x, y) => +y.createdAt - +x.createdAt)[0] as typeof outbox.$inferSelect;
}

async function invite(client: typeof admin.client, id: string) {
  const sent = await client.post(RESEND, { ids: [id] });
  expect(sent.statusCode, sent.body).toBe(200);
  expect(sent.json().sent).toBe(1);
}

beforeAll(async () => {
  t = await createTestApp();
  contract = await openApiContract(t.app);
  admin = await signedInAdmin(t, 'admin@texts-a.test', { name: 'Texts Co', industry: 'Technology' });
  other = await signedInAdmin(t, 'admin@texts-b.test', { name: 'Other Co', industry: 'Retail' });
  await givePlan(t.context, admin.companyId);
  await givePlan(t.context, other.companyId);
  reviewer = await signedInMember(t, admin, 'Texts Co', 'reviewer@texts-a.test');
  assessmentId = await createAssessment(t, admin.companyId, []);
  otherAssessmentId = await createAssessment(t, other.companyId, []);
  await t.context.db
    .update(assessments)
    .set({ name: 'Support Agent', closesAt, timeZone: 'Asia/Kolkata' })
    .where(eq(assessments.id, assessmentId));
  await t.context.db
    .update(assessments)
    .set({ name: 'Cashier', closesAt, timeZone: 'Asia/Kolkata' })
    .where(eq(assessments.id, otherAssessmentId));
}, 60_000);
afterAll(() => t.close());

describe('GET /api/company/invitation-emails', () => {
  it('lists every kind in every candidate language with the built-in words, and the placeholders', async () => {
    const list = await check<TInvitationTextList>('GET', URL, await admin.client.get(URL));
    expect(list.items).toHaveLength(12);
    expect(list.items.map((item) => `${item.kind}:${item.language}`).slice(0, 6)).toEqual([
      'invitation:en',
      'invitation:hi',
      'invitation:es',
      'invitation:fr',
      'invitation:pt-BR',
      'invitation:ar',
    ]);
    const english = list.items.find((item) => item.kind === 'invitation' && item.language === 'en');
    expect(english).toEqual({
      kind: 'invitation',
      language: 'en',
      subject: null,
      message: null,
      builtIn: {
        subject: 'Your assessment invitation from {{company_name}}',
        message:
          '{{company_name}} invites you to take the online assessment "{{assessment_name}}" on HireAssess.',
      },
      builtInStarted: null,
      updatedAt: null,
      updatedBy: null,
    });
    const reminder = list.items.find((item) => item.kind === 'reminder' && item.language === 'en');
    expect(reminder?.builtIn.subject).toBe('Reminder: complete your assessment by {{deadline}}');
    expect(reminder?.builtInStarted?.subject).toBe('Reminder: finish your assessment by {{deadline}}');
    expect(list.placeholders.map((p) => p.key)).toEqual([
      'candidate_name',
      'company_name',
      'assessment_name',
      'deadline',
    ]);
  });
});

describe('PUT /api/company/invitation-emails', () => {
  it('saves one language, audits it by kind and language, and a reviewer reads but cannot write', async () => {
    const saved = await check<TInvitationTextList>('PUT', URL, await admin.client.put(URL, HINDI_INVITATION));
    const hindi = saved.items.find((item) => item.kind === 'invitation' && item.language === 'hi');
    expect(hindi).toMatchObject({
      subject: HINDI_INVITATION.subject,
      message: HINDI_INVITATION.message,
      updatedBy: { name: 'Admin', email: 'admin@texts-a.test' },
    });
    expect(hindi?.updatedAt).not.toBeNull();
    // The other languages keep the built-in text.
    const english = saved.items.find((item) => item.kind === 'invitation' && item.language === 'en');
    expect(english?.subject).toBeNull();

    await waitUntil(async () => {
      const rows = await t.context.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.companyId, admin.companyId),
            eq(auditLog.action, 'settings.invitation_emails_changed'),
          ),
        );
      return rows.some((row) => row.details.kind === 'invitation' && row.details.language === 'hi');
    }, 10_000);

    const read = await reviewer.client.get(URL);
    expect(read.statusCode).toBe(200);
    expect(
      (read.json() as TInvitationTextList).items.find((i) => i.kind === 'invitation' && i.language === 'hi')
        ?.subject,
    ).toBe(HINDI_INVITATION.subject);
    const write = await reviewer.client.put(URL, { ...HINDI_INVITATION, subject: 'Mine' });
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe('Reviewers have read-only access.');
    expect((await reviewer.client.post(PREVIEW, { kind: 'invitation', language: 'en' })).statusCode).toBe(
      403,
    );
  });

  it('refuses unknown placeholders with a message naming them, and texts that are too long', async () => {
    const unknown = await admin.client.put(URL, {
      kind: 'reminder',
      language: 'en',
      subject: 'About {{position}} and {{salary}}',
      message: null,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain(
      'Unknown placeholders {{position}}, {{salary}}. You can use {{candidate_name}}, {{company_name}}, {{assessment_name}}, {{deadline}}.',
    );
    const long = await admin.client.put(URL, {
      kind: 'reminder',
      language: 'en',
      subject: null,
      message: 'x'.repeat(5_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('The message is at most 5,000 characters');
    const preview = await admin.client.post(PREVIEW, {
      kind: 'invitation',
      language: 'en',
      message: '{{stage}}',
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.message).toContain('Unknown placeholder {{stage}}');
    const rows = await t.context.db
      .select()
      .from(invitationEmailTexts)
      .where(
        and(eq(invitationEmailTexts.companyId, admin.companyId), eq(invitationEmailTexts.kind, 'reminder')),
      );
    expect(rows).toEqual([]);
  });

  it('goes back to the built-in text when both are cleared', async () => {
    const body = { kind: 'invitation', language: 'fr', subject: 'Bonjour', message: null };
    await admin.client.put(URL, body);
    const cleared = await check<TInvitationTextList>(
      'PUT',
      URL,
      await admin.client.put(URL, { ...body, subject: '  ', message: '' }),
    );
    expect(cleared.items.find((i) => i.kind === 'invitation' && i.language === 'fr')).toMatchObject({
      subject: null,
      message: null,
      updatedAt: null,
    });
    const rows = await t.context.db
      .select()
      .from(invitationEmailTexts)
      .where(
        and(eq(invitationEmailTexts.companyId, admin.companyId), eq(invitationEmailTexts.language, 'fr')),
      );
    expect(rows).toEqual([]);
  });
});

describe('POST /api/company/invitation-emails/preview', () => {
  it('renders a draft with sample data, around the generated link, outline and deadline', async () => {
    const preview = await check<TInvitationPreview>(
      'POST',
      PREVIEW,
      await admin.client.post(PREVIEW, {
        kind: 'invitation',
        language: 'en',
        subject: 'Welcome to {{company_name}}',
        message: 'Dear {{candidate_name}},\n\nThank you for applying to {{assessment_name}}.',
      }),
    );
    expect(preview.subject).toBe('Welcome to Texts Co');
    expect(preview.text).toContain(
      'Hello Alex Sample,\n\nDear Alex Sample,\n\nThank you for applying to Frontend Engineer assessment.\n\nIt is open until',
    );
    expect(preview.text).toContain('- Logical reasoning: 20 minutes');
    expect(preview.text).toMatch(
      /Start the assessment: http:\/\/localhost:3000\/accept-invite\?token=preview/,
    );
    expect(preview.text).toContain('The link is yours alone: please do not forward this email.');
    expect(preview.html).toContain('Texts Co');
  });

  it('renders the saved text of the language without a draft, and the built-in one where none is saved', async () => {
    const saved = (await admin.client.post(PREVIEW, { kind: 'invitation', language: 'hi' })).json();
    expect(saved.subject).toBe('Texts Co से निमंत्रण: \u2068Frontend Engineer assessment\u2069');
    expect(saved.text).toContain('नमस्ते Alex Sample, आवेदन के लिए धन्यवाद!');
    const builtIn = (await admin.client.post(PREVIEW, { kind: 'invitation', language: 'es' })).json();
    expect(builtIn.subject).toBe('Tu invitación a una evaluación de Texts Co');
    // A draft's empty message is the built-in one.
    const empty = (
      await admin.client.post(PREVIEW, { kind: 'invitation', language: 'hi', subject: 'X', message: '' })
    ).json();
    expect(empty.subject).toBe('X');
    expect(empty.text).toContain('Texts Co आपको HireAssess पर ऑनलाइन आकलन');
  });

  it('previews a reminder to a candidate who has not started or who has', async () => {
    const notStarted = (await admin.client.post(PREVIEW, { kind: 'reminder', language: 'en' })).json();
    expect(notStarted.subject).toMatch(/^Reminder: complete your assessment by /);
    expect(notStarted.text).toContain('It has 2 sections and takes about 50 minutes in total.');
    const started = (
      await admin.client.post(PREVIEW, {
        kind: 'reminder',
        language: 'en',
        subject: null,
        message: 'Keep going, {{candidate_name}}.',
        progress: 'not_finished',
      })
    ).json();
    expect(started.subject).toMatch(/^Reminder: finish your assessment by /);
    expect(started.text).toContain('Keep going, Alex Sample.\n\nYou have finished 1 of 2 sections.');
  });
});

describe('the invitations candidates receive', () => {
  it("sends a Hindi candidate the company's Hindi text, an English one the built-in English, and another company's Hindi candidate its own built-in", async () => {
    const hindi = await addCandidate(admin.companyId, assessmentId, 'Ananya Sharma', 'hi');
    const english = await addCandidate(admin.companyId, assessmentId, 'Emma English', 'en');
    const foreign = await addCandidate(other.companyId, otherAssessmentId, 'Ravi Other', 'hi');
    await invite(admin.client, hindi.id);
    await invite(admin.client, english.id);
    await invite(other.client, foreign.id);

    const deadline = formatDeadlineIn('hi', closesAt, 'Asia/Kolkata');
    const toHindi = await mailTo(hindi.email);
    expect(toHindi.subject).toBe('Texts Co से निमंत्रण: \u2068Support Agent\u2069');
    expect(toHindi.text).toContain(
      `नमस्ते Ananya Sharma, आवेदन के लिए धन्यवाद!\n\nकृपया \u2068Support Agent\u2069 ${deadline} तक पूरा करें।`,
    );
    // The built-in opening is replaced; the generated parts are still there, in Hindi.
    expect(toHindi.text).not.toContain('आपको HireAssess पर ऑनलाइन आकलन');
    expect(toHindi.text).toContain(`यह ${deadline} तक खुला है।`);
    expect(toHindi.text).toMatch(
      /आकलन शुरू करें: http:\/\/localhost:3000\/accept-invite\?token=[\w-]{43}&lang=hi/,
    );
    expect(toHindi.text).toContain('यह लिंक केवल आपके लिए है');

    const toEnglish = await mailTo(english.email);
    expect(toEnglish.subject).toBe('Your assessment invitation from Texts Co');
    expect(toEnglish.text).toContain(
      `Hello Emma English,\n\nTexts Co invites you to take the online assessment "Support Agent" on HireAssess.\n\nIt is open until ${formatDeadline(closesAt, 'Asia/Kolkata')}.`,
    );
    expect(toEnglish.text).not.toContain('आवेदन');

    const toForeign = await mailTo(foreign.email);
    expect(toForeign.subject).toBe('Other Co की ओर से आपका आकलन निमंत्रण');
    expect(toForeign.text).not.toContain('आवेदन के लिए धन्यवाद');
  });

  it('sends a candidate with no deadline ahead the link’s end as {{deadline}}', async () => {
    const open = await createAssessment(t, admin.companyId, []);
    const candidate = await addCandidate(admin.companyId, open, 'Hari Open', 'hi');
    await invite(admin.client, candidate.id);
    const mail = await mailTo(candidate.email);
    expect(mail.text).toContain('नमस्ते Hari Open, आवेदन के लिए धन्यवाद!');
    // Seven days from now, written in Hindi: never empty.
    expect(mail.text).toMatch(/Test assessment\u2069 \S.+ तक पूरा करें।/);
  });
});

describe('the reminders candidates receive', () => {
  it("uses the company's reminder text in the candidate's language, and nothing of the invitation text", async () => {
    const reminderText = {
      kind: 'reminder',
      language: 'en',
      subject: '{{company_name}} is waiting: {{deadline}}',
      message: 'Hi again {{candidate_name}}, {{assessment_name}} is still open for you.',
    };
    expect((await admin.client.put(URL, reminderText)).statusCode).toBe(200);
    // A window whose 72-hour reminder is due in a day: the recurring run of the workers does not reach it first.
    const now = Date.now();
    const due = new Date(now + 100 * HOUR);
    const remindAssessment = await createAssessment(t, admin.companyId, [TEST_IDS.englishGrammar]);
    await t.context.db
      .update(assessments)
      .set({ name: 'Reminded Role', closesAt: due, status: 'open', timeZone: 'UTC' })
      .where(eq(assessments.id, remindAssessment));
    await signedInCandidate(t, admin.companyId, remindAssessment, 'rena@texts.test', 'Rena Remind');
    const hindi = await signedInCandidate(
      t,
      admin.companyId,
      remindAssessment,
      'hema@texts.test',
      'Hema Hindi',
    );
    await t.context.db.update(candidates).set({ language: 'hi' }).where(eq(candidates.id, hindi.candidateId));

    const sent: MailMessage[] = [];
    const mailer = {
      ...t.context.mailer,
      sendMany: async (
        messages: MailMessage[],
        options?: Parameters<typeof t.context.mailer.sendMany>[1],
      ) => {
        sent.push(...messages);
        return t.context.mailer.sendMany(messages, options);
      },
    };
    await sendDueReminders({ ...t.context, mailer }, new Date(now + 30 * HOUR));
    const toEnglish = sent.find((m) => m.to === 'rena@texts.test');
    const deadline = formatDeadline(due, 'UTC');
    expect(toEnglish?.subject).toBe(`Texts Co is waiting: ${deadline}`);
    expect(toEnglish?.text).toContain(
      'Hello Rena Remind,\n\nHi again Rena Remind, Reminded Role is still open for you.\n\nIt has one section',
    );
    expect(toEnglish?.text).toMatch(/Start the assessment: http:\/\/localhost:3000\/accept-invite\?token=/);
    // The Hindi candidate: the company has no Hindi reminder, so the built-in Hindi one (never the English text).
    const toHindi = sent.find((m) => m.to === 'hema@texts.test');
    expect(toHindi?.subject).toBe(`रिमाइंडर: अपना आकलन ${formatDeadlineIn('hi', due, 'UTC')} तक दें`);
    expect(toHindi?.text).not.toContain('Hi again');
    expect(toHindi?.text).not.toContain('आवेदन के लिए धन्यवाद');
  });
});
