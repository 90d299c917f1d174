import { expect, type Page, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  chooseOption,
  expectAccessible,
  screenshot,
  signIn,
  sql,
  submitEveryAnswer,
  toasts,
  uniqueEmail,
} from './support';

/**
 * Issue 36's afternoon: an HR lead with no AI provider decides on an opening of 40 candidates with a
 * written question. Nothing grades the writing but people: a fluent answer to another question gets no
 * number until she rates it. She rates every answer in one queue, ranks by score, shortlists the top
 * ten and rejects the other thirty, each rejection email in the candidate's language; the export and the
 * opening's counts say what the pages say.
 */
const CANDIDATES = 40;
const LANGUAGES = ['en', 'hi', 'es'] as const;
const CRITERIA = ['Task response', 'Coherence', 'Lexical resource', 'Grammar and accuracy'];
const OFF_TOPIC =
  'Our quarterly town hall will take place in the main auditorium. Please bring your badge, arrive ten minutes early and send any questions for the leadership team by Thursday.';
const ON_TOPIC =
  'Dear Ms Rao, I am sorry your order is two days late. It leaves our warehouse today and will reach you on Friday; I have refunded the delivery charge.';

const candidatesTable = (page: Page) => page.getByRole('table').filter({ hasText: 'Actions' });
/** One of the opening's outcome counts ("Scored 40"). */
const outcome = (page: Page, label: string) =>
  page.getByRole('listitem').filter({ hasText: new RegExp(`^${label} \\d`) });
const band = (page: Page, criterion: string, value: number) =>
  page.getByRole('group', { name: criterion }).getByRole('radio', { name: new RegExp(`^Band ${value} `) });

/** The bands the lead gives each candidate: the off-topic answer fails the task; the rest vary. */
const bandsOf = (index: number) =>
  index === 0
    ? [0, 3, 4, 4]
    : [1 + (index % 5), 1 + ((index * 2) % 5), 1 + ((index * 3) % 5), 1 + ((index * 7) % 5)];

test('an HR lead rates 40 written answers in one queue, shortlists the top ten and rejects thirty in their languages', async ({
  page,
}) => {
  // Forty candidates through the pipeline and the scoring job, then forty ratings: a long journey.
  test.setTimeout(420_000);
  const admin = await adminWithCompany('Hema Lead');
  // Moving many candidates at once is a bulk operation: Enterprise.
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
  const api = await apiSession(admin.email, admin.password);
  const test_ = await api.post('/api/custom-tests', {
    name: 'Customer reply',
    description: 'One written reply',
    category: 'english',
    durationMinutes: 15,
    questionSeconds: 600,
    drawCount: null,
    shuffleOptions: false,
  });
  expect(test_.status).toBe(201);
  const item = await api.post(`/api/custom-tests/${test_.body.id}/items`, {
    type: 'open_ended',
    stem: "A customer's order is two days late. Write to her: apologise, give the new date and say what you will do.",
    minWords: 20,
    maxWords: 150,
    rubric: {
      task_response: 'Apologises, gives the new delivery date and offers a remedy.',
      coherence: 'Opens with the apology and ends with a next step.',
      lexical_resource: 'Polite and precise words for a customer.',
      grammar_accuracy: 'Accurate sentences.',
    },
    tags: [],
  });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  const opening = await api.post('/api/assessments', {
    name: 'Support Agent — Remote',
    position: 'Support Agent',
    status: 'open',
    testConfiguration: { selectedTests: [{ id: String(test_.body.id) }], testMode: 'pre-built' },
  });
  expect(opening.status, JSON.stringify(opening.body)).toBe(201);
  const openingId = String(opening.body.id);

  const stamp = Date.now();
  const people = Array.from({ length: CANDIDATES }, (_, i) => ({
    name: i === 0 ? `Omar Offtopic ${stamp}` : `Cand ${String(i).padStart(2, '0')} ${stamp}`,
    email: uniqueEmail(`volume-${i}`),
    language: LANGUAGES[i % LANGUAGES.length] as (typeof LANGUAGES)[number],
  }));
  for (const person of people) {
    const added = await api.post(`/api/assessments/${openingId}/candidates`, {
      full_name: person.name,
      email: person.email,
      language: person.language,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const emails = people.map((p) => p.email);
  // The pipeline draws each form and creates each account; the candidates sign in with a known password.
  await expect
    .poll(
      async () =>
        (
          await sql(
            'SELECT count(*)::int AS n FROM candidates WHERE email = ANY($1) AND user_id IS NOT NULL',
            [emails],
          )
        ).rows[0]?.n,
      { timeout: 120_000 },
    )
    .toBe(CANDIDATES);
  await sql(
    `INSERT INTO account (id, account_id, provider_id, user_id, password)
     SELECT gen_random_uuid()::text, u.id, 'credential', u.id, a.password
     FROM "user" u, account a JOIN "user" au ON au.id = a.user_id
     WHERE u.email = ANY($1) AND au.email = $2 AND a.provider_id = 'credential'`,
    [emails, admin.email],
  );
  for (let start = 0; start < CANDIDATES; start += 8) {
    await Promise.all(
      people
        .slice(start, start + 8)
        .map((person, offset) =>
          submitEveryAnswer(
            { email: person.email, password: admin.password },
            start + offset === 0 ? OFF_TOPIC : ON_TOPIC,
          ),
        ),
    );
  }
  await expect
    .poll(
      async () =>
        (
          await sql(
            `SELECT count(*)::int AS n FROM evaluations e JOIN candidates c ON c.id = e.candidate_id
             WHERE c.email = ANY($1) AND e.evaluation_status = 'needs_review'`,
            [emails],
          )
        ).rows[0]?.n,
      { timeout: 120_000 },
    )
    .toBe(CANDIDATES);

  // No AI provider: the fluent answer to another question has no grade and no score, only "awaiting".
  const omarId = (await sql('SELECT id FROM candidates WHERE email = $1', [people[0]?.email])).rows[0]?.id;
  const waiting = (await api.get(`/api/evaluations/${omarId}`)).body as {
    totalScore: number | null;
    sectionScores: Record<string, number>;
    evaluationData: { questions: { awaitingRating?: boolean; grade?: unknown; credit: number | null }[] };
  };
  expect(waiting.totalScore).toBeNull();
  expect(waiting.sectionScores).toEqual({});
  expect(waiting.evaluationData.questions).toEqual([
    expect.objectContaining({ awaitingRating: true, credit: null }),
  ]);
  expect(waiting.evaluationData.questions[0]?.grade).toBeUndefined();

  // The opening leads to its 40 answers; she rates them by keyboard, names shown to keep her notes.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto(`/admin-assessments/${openingId}`);
  await page.getByRole('link', { name: `Rate ${CANDIDATES} written answers` }).click();
  const count = page.getByTestId('rating-count');
  await expect(count).toHaveText(`${CANDIDATES} answers awaiting rating`);
  await page.getByRole('switch', { name: 'Show names' }).click();
  await screenshot(page, 'volume-queue-1440');
  const given = new Map<string, number>();
  for (let left = CANDIDATES; left > 0; left--) {
    const shown = (await page.getByTestId('candidate-name').textContent()) ?? '';
    const person = people.findIndex((p) => shown.includes(p.name));
    expect(person, shown).toBeGreaterThanOrEqual(0);
    const bands = bandsOf(person);
    await band(page, CRITERIA[0] as string, 0).focus();
    for (const value of bands) await page.keyboard.press(String(value));
    await expect(page.getByRole('button', { name: 'Save rating and next' })).toBeFocused();
    await page.keyboard.press('Enter');
    // (sum of the four bands) / 20 × 100: five points a band.
    given.set(people[person]?.name ?? '', bands.reduce((a, b) => a + b, 0) * 5);
    await expect(count).toHaveText(
      left - 1 === 0
        ? 'No answers awaiting rating'
        : `${left - 1} ${left - 1 === 1 ? 'answer' : 'answers'} awaiting rating`,
    );
  }
  expect(given.size).toBe(CANDIDATES);
  await expect(page.getByRole('heading', { level: 2, name: 'Every written answer is rated' })).toBeVisible();

  // Ranked by score: the opening's default order; the rated off-topic answer sits where her rating put it.
  await page.getByRole('link', { name: 'Back to the opening' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-assessments/${openingId}$`));
  const scores = [...given.values()].sort((a, b) => b - a);
  await expect(candidatesTable(page).getByRole('row').nth(1).getByTestId('score-cell')).toContainText(
    (scores[0] as number).toFixed(1),
  );
  await expect(outcome(page, 'Awaiting rating')).toHaveText('Awaiting rating 0');

  // The top ten, shortlisted in one move (no email for a shortlist here).
  await page.getByRole('button', { name: 'Select top…' }).click();
  const top = page.getByRole('dialog', { name: 'Select the highest scores' });
  await top.getByLabel('How many').fill('10');
  await top.getByRole('button', { name: 'Select', exact: true }).click();
  await expect(toasts(page)).toContainText('Selected the top 10 candidates by score');
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByRole('button', { name: 'Move to stage…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to Shortlisted' }).click();
  await expect(toasts(page)).toContainText('10 candidates moved to Shortlisted.');

  // The other thirty, still New, over two pages: rejected together with the email, each in their language.
  await chooseOption(page, page.getByRole('combobox', { name: 'Filter by stage' }), 'New');
  await expect(candidatesTable(page).getByRole('row')).toHaveCount(26);
  await page.getByRole('checkbox', { name: 'Select all candidates on this page' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(candidatesTable(page).getByRole('row')).toHaveCount(6);
  await page.getByRole('checkbox', { name: 'Select all candidates on this page' }).check();
  await expect(bulk).toContainText('30 candidates selected');
  await bulk.getByRole('button', { name: 'Move to stage…' }).click();
  const move = page.getByRole('dialog');
  await chooseOption(page, move.getByRole('combobox', { name: 'Stage' }), 'Rejected');
  await move.getByRole('checkbox', { name: 'Send the decision email' }).check();
  await expect(move).toContainText("Sends the ready-made Rejected email, in each candidate's language");
  await expectAccessible(page);
  await screenshot(page, 'volume-reject-dialog-1440');
  await move.getByRole('button', { name: 'Move to Rejected' }).click();
  await expect(toasts(page)).toContainText('30 candidates moved to Rejected.');
  await expect(toasts(page)).toContainText('30 emails on the way.');

  // Whoever was shortlisted scored at least as much as anyone rejected.
  const stages = (
    await sql(
      `SELECT c.full_name, c.stage, c.language, e.total_score FROM candidates c
       JOIN LATERAL (SELECT total_score FROM evaluations WHERE candidate_id = c.id ORDER BY created_at DESC LIMIT 1) e ON true
       WHERE c.assessment_id = $1`,
      [openingId],
    )
  ).rows as { full_name: string; stage: string; language: string; total_score: number }[];
  const shortlisted = stages.filter((s) => s.stage === 'shortlisted');
  const rejected = stages.filter((s) => s.stage === 'rejected');
  expect([shortlisted.length, rejected.length]).toEqual([10, 30]);
  expect(Math.min(...shortlisted.map((s) => Number(s.total_score)))).toBeGreaterThanOrEqual(
    Math.max(...rejected.map((s) => Number(s.total_score))),
  );
  for (const s of stages) expect(Number(s.total_score)).toBe(given.get(s.full_name));

  // Thirty emails, each in its candidate's language; none to the shortlisted.
  const subjects: Record<string, string> = {
    en: `Your application for Support Agent at ${admin.company.name}`,
    hi: `${admin.company.name} में Support Agent के लिए आपका आवेदन`,
    es: `Su candidatura para Support Agent en ${admin.company.name}`,
  };
  // The emails go out through the mail queue: "on the way".
  const decisions = async () =>
    (
      await sql(
        `SELECT o."to", o.subject, c.language FROM outbox o JOIN candidates c ON c.email = o."to"
         WHERE c.assessment_id = $1 AND o.subject NOT LIKE '%invit%' AND o.subject NOT LIKE '%Invit%'
           AND o.created_at > c.stage_changed_at - interval '1 second'`,
        [openingId],
      )
    ).rows as { to: string; subject: string; language: string }[];
  await expect.poll(async () => (await decisions()).length, { timeout: 30_000 }).toBe(30);
  const mail = await decisions();
  for (const m of mail) expect(m.subject).toBe(subjects[m.language]);
  expect(new Set(mail.map((m) => m.language))).toEqual(new Set(LANGUAGES));
  const rejectedEmails = new Set(
    people.filter((p) => rejected.some((r) => r.full_name === p.name)).map((p) => p.email),
  );
  expect(new Set(mail.map((m) => m.to))).toEqual(rejectedEmails);

  // The counts and the export say what the pages say.
  await chooseOption(page, page.getByRole('combobox', { name: 'Filter by stage' }), 'All stages');
  await expect(outcome(page, 'Scored')).toHaveText(`Scored ${CANDIDATES}`);
  await expect(outcome(page, 'Awaiting rating')).toHaveText('Awaiting rating 0');
  await expect(outcome(page, 'Decided')).toHaveText(`Decided ${CANDIDATES}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export all' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^support-agent-remote-\d{4}-\d{2}-\d{2}\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  // No cell here holds a comma or a quote: a line splits into its cells.
  const [header, ...records] = Buffer.concat(chunks)
    .toString('utf8')
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  const column = (name: string) => header?.indexOf(name) ?? -1;
  expect(records).toHaveLength(CANDIDATES);
  for (const record of records) {
    const name = record[column('Name')] as string;
    expect(record[column('Score')]).toBe(given.get(name)?.toFixed(1));
    expect(record[column('Customer reply')]).toBe(given.get(name)?.toFixed(1));
    expect(record[column('Evaluation status')]).toBe('Completed');
    expect(record[column('Stage')]).toBe(
      stages.find((s) => s.full_name === name)?.stage === 'shortlisted' ? 'Shortlisted' : 'Rejected',
    );
    expect(record[column('Assessment')]).toBe('Support Agent — Remote');
  }
  await screenshot(page, 'volume-opening-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(candidatesTable(page)).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await screenshot(page, 'volume-opening-390');
});
