import { expect, type Page, test } from '@playwright/test';
import {
  type LeverServer,
  leverStageChangeDelivery,
  startLeverServer,
} from '../../apps/server/test/ats/lever-server';
import { BASE_URL } from '../playwright.config';
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
const SIGNATURE_TOKEN = 'e2e-lever-signature-token';
const SHOTS = '/tmp/lever/shots';

let lever: LeverServer;
test.beforeAll(async () => {
  lever = await startLeverServer();
});
test.afterAll(async () => {
  await lever.close();
  expect(lever.violations).toEqual([]);
});

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

test('an admin connects Lever and maps a posting; a stage change invites, and the result goes back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const admin = await adminWithCompany('Lee Lever');
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
  const api = await apiSession(admin.email, admin.password);
  const created = await api.post('/api/assessments', {
    name: 'Analyst screening',
    status: 'open',
    testConfiguration: { selectedTests: [{ id: LOGICAL_REASONING }], testMode: 'pre-built' },
  });
  expect(created.status).toBe(201);

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto('/settings/lever');
  await expect(page.getByRole('heading', { name: 'Lever', exact: true })).toBeVisible();
  const webhookUrl = await page.getByLabel('Webhook URL for Lever').inputValue();
  expect(webhookUrl).toMatch(/\/api\/integrations\/lever\/webhooks\/[0-9a-f-]{36}$/);
  await shoot(page, 'lever-not-connected');

  // A wrong key is refused by Lever (the test server) before anything is saved.
  await page.getByLabel('Lever API key').fill('not-the-right-key');
  await page.getByLabel('Webhook signature token').fill(SIGNATURE_TOKEN);
  await page.getByLabel('Lever API address').fill(lever.url);
  await page.getByRole('button', { name: 'Connect Lever' }).click();
  await expect(page.getByTestId('form-alert')).toContainText('Lever refused the API key');

  await page.getByLabel('Lever API key').fill(lever.apiKey);
  await page.getByRole('button', { name: 'Connect Lever' }).click();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByText(`…${lever.apiKey.slice(-4)}`)).toBeVisible();

  const form = page.getByRole('form', { name: 'Map a posting' });
  await form.getByLabel('Lever posting').click();
  await page.getByRole('option', { name: 'Data Analyst' }).click();
  await form.getByLabel('Assessment').click();
  await page.getByRole('option', { name: 'Analyst screening' }).click();
  await form.getByLabel('Stage that invites').click();
  await page.getByRole('option', { name: 'Assessment' }).click();
  await form.getByLabel('Move to when shortlisted').click();
  await page.getByRole('option', { name: 'On-site interview' }).click();
  await form.getByRole('button', { name: 'Save mapping' }).click();
  const mapping = page.getByTestId('lever-mapping-row');
  await expect(mapping).toContainText('Data Analyst');
  await expect(mapping).toContainText('Analyst screening');
  await expect(mapping).toContainText('On-site interview');
  await expect(page.getByText('No candidate has been invited from Lever yet.')).toBeVisible();
  await shoot(page, 'lever-connected');

  // Lever sends the signed stage change: the opportunity's contact is invited by email.
  const email = `lever-${Date.now()}@candidates.example`;
  const opportunity = lever.addOpportunity({
    name: 'Riley Recruit',
    emails: [email],
    postingId: 'posting-analyst',
    stage: 'stage-assessment',
  });
  const delivered = await fetch(`${BASE_URL}${new URL(webhookUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      leverStageChangeDelivery(SIGNATURE_TOKEN, {
        opportunityId: opportunity.id,
        toStageId: 'stage-assessment',
      }),
    ),
  });
  expect(delivered.status).toBe(200);
  await waitForMail(email, `Your assessment invitation from ${admin.company.name}`);

  // The candidate takes the assessment; once scored, the note and the tag appear in Lever.
  await givePassword(email, admin.email);
  await submitEveryAnswer({ email, password: admin.password });
  await expect
    .poll(() => lever.notes.filter((note) => note.opportunityId === opportunity.id).length, {
      timeout: 60_000,
    })
    .toBe(1);
  const [note] = lever.notes.filter((n) => n.opportunityId === opportunity.id);
  expect(note?.value).toMatch(
    /^HireAssess result: Analyst screening\nOverall: \d+\/100\nLogical Reasoning: \d+\/100/,
  );
  expect(note?.value).toMatch(/Report: http.*\/admin-dashboard\?report=[0-9a-f-]{36}$/);
  await expect
    .poll(() => lever.tags.filter((t) => t.opportunityId === opportunity.id).map((t) => t.tags), {
      timeout: 30_000,
    })
    .toEqual([['HireAssess: completed']]);

  await page.reload();
  const invitation = page.getByTestId('lever-invitation-row');
  await expect(invitation).toContainText('Riley Recruit');
  await expect(invitation).toContainText('Note and tag added');
  await shoot(page, 'lever-invited');
});

test('a startup admin is told Lever needs Enterprise', async ({ page }) => {
  const admin = await adminWithCompany('Sol Startup');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/admin-dashboard/);
  await page.goto('/settings/lever');
  await expect(page.getByTestId('upgrade-notice')).toContainText(
    'The Lever integration is available on the Enterprise plan. Contact us at /contact to upgrade.',
  );
  await expect(page.getByLabel('Lever API key')).toHaveCount(0);
  await shoot(page, 'lever-startup');
});
