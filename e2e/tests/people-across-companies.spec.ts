import { expect, type Page, test } from '@playwright/test';
import { adminWithCompany, apiSession, screenshot, sql, uniqueEmail, waitForMail } from './support';

/** English Grammar, English Vocabulary and Logical Reasoning of the seeded library (migration 0004). */
const GRAMMAR = '6f1d0a3e-1b7a-4c1e-9a01-000000000005';
const VOCABULARY = '6f1d0a3e-1b7a-4c1e-9a01-000000000006';
const LOGIC = '6f1d0a3e-1b7a-4c1e-9a01-000000000004';

/** An open opening of the admin's company with one library test. */
async function opening(api: Awaited<ReturnType<typeof apiSession>>, name: string, test: string) {
  const created = await api.post('/api/assessments', {
    name,
    position: name,
    experienceLevel: 'Junior',
    status: 'open',
    testConfiguration: { selectedTests: [{ id: test }], testMode: 'pre-built' },
    window: { opensAt: null, closesAt: null, timeZone: 'UTC' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return String(created.body.id);
}

/** The invitation mailed for an opening: its link, from the outbox. */
async function invitationLink(email: string, openingName: string) {
  await expect
    .poll(
      async () =>
        (await sql(`SELECT text FROM outbox WHERE "to" = $1 AND text LIKE $2`, [email, `%${openingName}%`]))
          .rows.length,
      { timeout: 30_000 },
    )
    .toBe(1);
  const { rows } = await sql(`SELECT text FROM outbox WHERE "to" = $1 AND text LIKE $2`, [
    email,
    `%${openingName}%`,
  ]);
  const link = String(rows[0]?.text ?? '').match(/https?:\/\/\S*\/accept-invite\?token=\S+/)?.[0];
  if (!link) throw new Error(`no link for ${openingName}`);
  return link;
}

async function signInCode(page: Page, email: string) {
  const code = (await waitForMail(email, 'Your HireAssess sign-in code')).text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error('no code');
  await page.getByLabel('6-digit code').fill(code);
}

test('one person applies to two openings of one company and one of another, enters each from its email, and sees all three', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const acme = await adminWithCompany('Asha Acme', 'Retail');
  const globex = await adminWithCompany('Gopal Globex', 'Finance');
  const acmeApi = await apiSession(acme.email, acme.password);
  const globexApi = await apiSession(globex.email, globex.password);
  const openings = {
    sales: await opening(acmeApi, 'Sales Associate Pune', GRAMMAR),
    support: await opening(acmeApi, 'Support Agent Remote', VOCABULARY),
    analyst: await opening(globexApi, 'Analyst Mumbai', LOGIC),
  };
  const email = uniqueEmail('priya');
  const person = { email, full_name: 'Priya Sharma' };
  for (const [api, id] of [
    [acmeApi, openings.sales],
    [acmeApi, openings.support],
    [globexApi, openings.analyst],
  ] as const) {
    const added = await api.post(`/api/assessments/${id}/candidates`, person);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }

  // Each email's link opens its own application, on a phone, with no password to set.
  const ids: string[] = [];
  for (const [name, section] of [
    ['Sales Associate Pune', 'English Grammar'],
    ['Support Agent Remote', 'English Vocabulary'],
    ['Analyst Mumbai', 'Logical Reasoning'],
  ] as const) {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(await invitationLink(email, name));
    await expect(page).toHaveURL(/\/candidate-dashboard\?application=[\w-]+$/);
    await expect(page.getByTestId('section-card')).toHaveCount(1);
    await expect(page.getByTestId('section-card')).toContainText(section);
    ids.push(new URL(page.url()).searchParams.get('application') ?? '');
    await phone.close();
  }
  expect(new Set(ids).size).toBe(3);

  // The person proves the address once and sees all three, each with its company.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await desk.newPage();
  await page.goto(await invitationLink(email, 'Analyst Mumbai'));
  await expect(page).toHaveURL(/\/candidate-dashboard\?application=/);
  await page.getByRole('button', { name: "Confirm it's you" }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByRole('button', { name: 'Email me a code' }).click();
  await signInCode(page, email);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/candidate-dashboard');
  const list = page.getByRole('region', { name: 'Your applications' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText(acme.company.name);
  await expect(list).toContainText(globex.company.name);
  await screenshot(page, 'person-three-applications-1440');

  // One file of what every company holds, and one request to every company (issue 35 item 6).
  await expect(page.getByText('Your data at every company')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const file = JSON.parse(await streamText(await (await downloading).createReadStream()));
  expect(file).toMatchObject({ format: 'hireassess.person-data.v1', scope: 'account' });
  expect(file.applications.map((a: { controller: { name: string } }) => a.controller.name).sort()).toEqual(
    [acme.company.name, acme.company.name, globex.company.name].sort(),
  );
  await page.getByRole('button', { name: 'Ask every company to erase my data' }).click();
  const erase = page.getByRole('alertdialog');
  await expect(erase).toContainText(`(${acme.company.name}, ${globex.company.name})`);
  await screenshot(page, 'person-erase-everywhere-dialog-1440');
  await erase.getByRole('button', { name: 'Ask every company to erase my data' }).click();
  const requests = page.getByRole('list', { name: 'Your erasure requests' });
  await expect(requests.getByRole('listitem')).toHaveCount(2);
  await expect(requests).toContainText(`${globex.company.name}: asked on`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('list', { name: 'Your erasure requests' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'person-erasure-requests-390');
  await desk.close();
  for (const admin of [acme, globex]) {
    await waitForMail(admin.email, 'A candidate asked for their data to be erased');
  }

  // Each company sees only its own applications of the person.
  const acmeRows = await acmeApi.get(`/api/candidates?search=${encodeURIComponent(email)}`);
  expect((acmeRows.body.items as unknown[]).length).toBe(2);
  const globexRows = await globexApi.get(`/api/candidates?search=${encodeURIComponent(email)}`);
  expect((globexRows.body.items as { id: string }[]).map((c) => c.id)).toEqual([ids[2]]);
  expect((await globexApi.get(`/api/candidates/${ids[0]}`)).status).toBe(404);
});

test('an address another company made a candidate joins a team from its invitation, signing in with a code', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const acme = await adminWithCompany('Asha Acme', 'Retail');
  const globex = await adminWithCompany('Gopal Globex', 'Finance');
  const acmeApi = await apiSession(acme.email, acme.password);
  const globexApi = await apiSession(globex.email, globex.password);
  const email = uniqueEmail('ravi');
  const analyst = await opening(globexApi, 'Analyst Chennai', LOGIC);
  const added = await globexApi.post(`/api/assessments/${analyst}/candidates`, {
    email,
    full_name: 'Ravi Kumar',
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const globexLink = await invitationLink(email, 'Analyst Chennai');

  const invited = await acmeApi.post('/api/team/invitations', { email, role: 'reviewer' });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mail = await waitForMail(email, `Join ${acme.company.name} on HireAssess`);
  const teamLink = mail.text.match(/https?:\/\/\S*\/accept-team-invite\?token=\S+/)?.[0] ?? '';

  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await desk.newPage();
  await page.goto(teamLink);
  await expect(page.getByText("This address has a candidate's account")).toBeVisible();
  await screenshot(page, 'team-invite-candidate-account-1440');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Get a one-time code by email instead' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await signInCode(page, email);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // Back on the invitation, signed in with the person's own proof: they join.
  await expect(page).toHaveURL(/\/accept-team-invite\?token=/);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('Read-only access')).toBeVisible();
  await desk.close();

  // Globex's invitation link no longer opens anything of the account; Globex keeps its record.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const old = await phone.newPage();
  await old.goto(globexLink);
  await expect(old.getByRole('alert')).toBeVisible();
  await expect(old).not.toHaveURL(/\/candidate-dashboard/);
  await screenshot(old, 'old-candidate-link-after-joining-team-390');
  await phone.close();
  const rows = await globexApi.get(`/api/candidates?search=${encodeURIComponent(email)}`);
  expect((rows.body.items as unknown[]).length).toBe(1);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
