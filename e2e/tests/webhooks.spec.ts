import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminWithCompany, screenshot, signIn, sql } from './support';

type Received = { headers: http.IncomingHttpHeaders; rawBody: string };
const received: Received[] = [];
let receiverUrl = '';
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(200).end('ok');
  });
});

/** The documentation page's recipe. */
function verifyWebhook(secret: string, headers: http.IncomingHttpHeaders, rawBody: string): boolean {
  const timestamp = String(headers['webhook-timestamp']);
  const signature = String(headers['webhook-signature']);
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!(age <= 5 * 60)) return false;
  const expected = `v1=${crypto.createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return (
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

test.beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hireassess`;
});
test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

test('an enterprise admin adds an endpoint, sends a test event and sees it in the delivery log', async ({
  page,
}) => {
  const admin = await adminWithCompany('Wendy Webhooks');
  await sql(`UPDATE companies SET plan = 'enterprise' WHERE name = $1`, [admin.company.name]);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings\/webhooks$/);
  await expect(
    page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Webhooks' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No endpoints yet. Add one to receive events.')).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const form = page.getByRole('dialog', { name: 'Add endpoint' });
  await form.getByLabel('Endpoint URL').fill(receiverUrl);
  await form.getByLabel('Description').fill('Our ATS');
  await form.getByLabel('questions.generated').click(); // unsubscribed: three events remain
  await screenshot(page, 'webhooks-add-endpoint');
  await form.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  await screenshot(page, 'webhooks-secret-once');
  await secretDialog.getByRole('button', { name: 'Done' }).click();

  const card = page.getByTestId('webhook-endpoint');
  await expect(card.getByText(receiverUrl)).toBeVisible();
  await expect(card.getByText('Enabled')).toBeVisible();
  await expect(card.getByText('questions.generated')).toHaveCount(0);
  await expect(card.getByText('assessment.submitted')).toBeVisible();

  await card.getByRole('button', { name: 'Send test event' }).click();
  await expect(card.getByTestId('test-result')).toHaveText(/^Test event delivered: 200 in \d+ ms$/);
  const row = card.getByTestId('delivery-row').first();
  await expect(row).toContainText('ping');
  await expect(row).toContainText('Delivered');
  await expect(row).toContainText('200');
  await expect(card.getByText(/Last delivery: ping, delivered \(200\)/)).toBeVisible();
  await screenshot(page, 'webhooks-test-event', { fullPage: true });

  expect(received).toHaveLength(1);
  const [ping] = received;
  expect(JSON.parse(ping?.rawBody ?? '{}')).toMatchObject({ type: 'ping' });
  expect(verifyWebhook(secret, ping?.headers ?? {}, ping?.rawBody ?? '')).toBe(true);

  // Revealed later, the secret is the one shown once.
  await card.getByRole('button', { name: 'Reveal secret' }).click();
  await expect(card.getByTestId('webhook-secret')).toHaveText(secret);

  // As the delivery job leaves an endpoint after 3 failed deliveries (its rule is proven by the API tests).
  await sql(
    `UPDATE webhook_endpoints SET enabled = false, consecutive_failures = 3, disabled_reason = $2
     WHERE company_id = (SELECT id FROM companies WHERE name = $1)`,
    [admin.company.name, '3 deliveries in a row failed after 8 attempts each.'],
  );
  await page.reload();
  await expect(card.getByText('This endpoint is disabled')).toBeVisible();
  await expect(card.getByText(/3 deliveries in a row failed after 8 attempts each\./)).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await screenshot(page, 'webhooks-disabled-banner');
  await card.getByRole('button', { name: 'Re-enable' }).click();
  await expect(card.getByText('This endpoint is disabled')).toHaveCount(0);
  await expect(card.getByText('Enabled', { exact: true })).toBeVisible();
});

test('a startup admin is shown the upgrade message instead of the forms', async ({ page }) => {
  const admin = await adminWithCompany('Sam Startup');
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.goto('/settings/webhooks');
  const notice = page.getByTestId('upgrade-notice');
  await expect(notice).toContainText(
    'Webhooks are available on the Enterprise plan. Contact us at /contact to upgrade.',
  );
  await expect(page.getByRole('button', { name: 'Add endpoint' })).toHaveCount(0);
  await screenshot(page, 'webhooks-startup-upgrade');
  await notice.getByRole('link', { name: 'Contact us to upgrade' }).click();
  await expect(page).toHaveURL(/\/contact\?plan=enterprise$/);
});
