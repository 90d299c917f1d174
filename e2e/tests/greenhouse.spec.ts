import { expect, type Page, test } from '@playwright/test';
import { greenhouseCallbackReceiver, greenhouseClient } from '../../apps/server/test/ats/greenhouse-client';
import {
  adminWithCompany,
  apiSession,
  e2eDatabase,
  signIn,
  sql,
  submitEveryAnswer,
  waitForMail,
} from './support';

const LOGICAL_REASONING = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';
const SHOTS = '/tmp/greenhouse/shots';

async function shoot(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The pipeline gave the invited candidate an account; it signs in with the admin's password (as support.ts does). */
async function givePassword(candidateEmail: string, adminEmail: string) {
  const db = await e2eDatabase();
  try {
    await expect
      .poll(
        async () =>
          (await db.query('SELECT user_id FROM candidates WHERE email = $1', [candidateEmail])).rows[0]
            ?.user_id ?? null,
        { timeout: 30_000 },
      )
      .not.toBeNull();
    await db.query(
      `INSERT INTO account (id, account_id, provider_id, user_id, password)
       SELECT gen_random_uuid()::text, u.id, 'credential', u.id, a.password
       FROM "user" u, account a JOIN "user" au ON au.id = a.user_id
       WHERE u.email = $1 AND au.email = $2 AND a.provider_id = 'credential'`,
      [candidateEmail, adminEmail],
    );
  } finally {
    await db.end();
  }
}

test('an admin connects Greenhouse; Greenhouse sends a test, the candidate takes it, the score goes back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const receiver = await greenhouseCallbackReceiver();
  try {
    const admin = await adminWithCompany('Gwen Greenhouse');
    await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
    const api = await apiSession(admin.email, admin.password);
    const created = await api.post('/api/assessments', {
      name: 'Support engineer screening',
      status: 'open',
      testConfiguration: { selectedTests: [{ id: LOGICAL_REASONING }], testMode: 'pre-built' },
    });
    expect(created.status).toBe(201);
    const assessmentId = String(created.body.id);

    // The admin creates a key and reads the URLs to give Greenhouse.
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/admin-dashboard/);
    await page.goto('/settings/greenhouse');
    await expect(page.getByRole('heading', { name: 'Greenhouse', exact: true })).toBeVisible();
    await expect(page.getByText('No keys yet. Create one to connect Greenhouse.')).toBeVisible();
    await expect(page.getByText('Greenhouse has not sent any test yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your new Greenhouse key' });
    const key = await dialog.getByLabel('Key', { exact: true }).inputValue();
    expect(key).toMatch(/^ha_gh_[A-Za-z0-9_-]{43}$/);
    await shoot(page, 'greenhouse-new-key');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('greenhouse-key-row')).toContainText(key.slice(0, 12));
    await expect(page.getByText(key)).toHaveCount(0);
    const urls = {
      listTests: await page.getByLabel('List tests URL', { exact: true }).inputValue(),
      sendTest: await page.getByLabel('Send test URL', { exact: true }).inputValue(),
      testStatus: await page.getByLabel('Test status URL', { exact: true }).inputValue(),
    };
    expect(urls.sendTest).toMatch(/\/api\/integrations\/greenhouse\/send_test$/);

    // Greenhouse, over HTTP with the published shapes: lists the tests and sends one.
    const greenhouse = greenhouseClient(urls, key);
    const listed = await greenhouse.listTests();
    expect(listed.tests).toEqual([
      { partner_test_id: assessmentId, partner_test_name: 'Support engineer screening' },
    ]);
    const email = `greenhouse-${Date.now()}@candidates.example`;
    const sent = await greenhouse.sendTest(
      assessmentId,
      {
        first_name: 'Grace',
        last_name: 'Hopper',
        email,
        phone_number: '123-456-7890',
        greenhouse_profile_url: `https://app.greenhouse.io/people/1?application_id=${Date.now()}`,
      },
      receiver.urlFor('4242'),
    );
    expect(sent.status).toBe(200);
    const interviewId = sent.sent?.partner_interview_id ?? '';
    await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);
    expect((await greenhouse.testStatus(interviewId)).result?.partner_status).toBe('sent');

    // The candidate is in the assessment, with the source ATS.
    const inAssessment = await api.get(`/api/candidates?assessmentId=${assessmentId}`);
    const items = inAssessment.body.items as { email: string; source: string; fullName: string }[];
    expect(items.map(({ email, source }) => ({ email, source }))).toEqual([{ email, source: 'ats' }]);
    await page.goto(`/admin-assessments/${assessmentId}`);
    await expect(page.getByText('Grace Hopper').first()).toBeVisible();

    // The candidate takes the test; once scored, Greenhouse is told and reads the score.
    await givePassword(email, admin.email);
    await submitEveryAnswer({ email, password: admin.password });
    await expect
      .poll(async () => (await greenhouse.testStatus(interviewId)).result?.partner_status, {
        timeout: 60_000,
      })
      .toBe('complete');
    const status = (await greenhouse.testStatus(interviewId)).result;
    expect(status?.partner_score).toEqual(expect.any(Number));
    expect(status?.partner_profile_url).toMatch(/\/admin-dashboard\?report=[0-9a-f-]{36}$/);
    await expect.poll(() => receiver.received.map((r) => r.method), { timeout: 30_000 }).toEqual(['PATCH']);
    expect(receiver.received[0]?.url).toBe('/integrations/testing_partners/take_home_tests/4242');

    // The settings page shows the test complete, its score and that Greenhouse was told.
    await page.goto('/settings/greenhouse');
    const row = page.getByTestId('greenhouse-request-row');
    await expect(row).toContainText('Grace Hopper');
    await expect(row).toContainText('Support engineer screening');
    await expect(row.getByTestId('greenhouse-request-status')).toHaveText('Complete');
    await expect(row.getByTestId('greenhouse-request-callback')).toContainText('Yes');
    await shoot(page, 'greenhouse-settings');
  } finally {
    await receiver.close();
  }
});

test('a Startup admin is told Greenhouse needs Enterprise', async ({ page }) => {
  const admin = await adminWithCompany('Sam Startup');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto('/settings/greenhouse');
  await expect(page.getByTestId('upgrade-notice')).toContainText(
    'The Greenhouse integration is available on the Enterprise plan.',
  );
  await shoot(page, 'greenhouse-startup');
});
