import { expect, test } from '@playwright/test';
import {
  linkIn,
  provisionedCandidate,
  screenshot,
  signIn,
  submitEveryAnswer,
  toasts,
  uniqueEmail,
  waitForMail,
} from './support';

/** A keyed test, so the candidate's report is scored within seconds of submitting. */
const SITUATIONAL_JUDGEMENT = '6f1d0a3e-1b7a-4c1e-9a01-000000000003';
const CANDIDATE = 'Rory Reviewed';
const REVIEWER = 'Vera Viewer';

test.describe('team and roles', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an admin invites a reviewer, who reads the dashboard, a report and analytics, until removed', async ({
    page,
    browser,
  }) => {
    const candidate = await provisionedCandidate([SITUATIONAL_JUDGEMENT], CANDIDATE);
    const { admin } = candidate;
    await submitEveryAnswer(candidate);

    // The admin invites a colleague as reviewer from Settings → Team.
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/settings\/team$/);
    await expect(page.getByRole('cell', { name: admin.email })).toBeVisible();
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
    const email = uniqueEmail('reviewer');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('radio', { name: 'Reviewer' }).click();
    await expect(dialog.getByText('Read-only: sees candidates')).toBeVisible();
    await screenshot(page, 'team-invite-dialog');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toasts(page)).toContainText('Invitation sent');
    await expect(dialog).toBeHidden();
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByRole('row', { name: new RegExp(email) })).toContainText('Reviewer');
    await screenshot(page, 'team-pending-invitation', { fullPage: true });

    // The colleague opens the emailed link in their own browser and creates their sign-in.
    const mail = await waitForMail(email, `Join ${admin.company.name} on HireAssess`);
    expect(mail.text).toContain('as a reviewer');
    const link = linkIn(mail.text);
    expect(link).toContain('/accept-team-invite?token=');
    const reviewerContext = await browser.newContext();
    const reviewer = await reviewerContext.newPage();
    await reviewer.goto(link);
    await expect(
      reviewer.getByRole('heading', { level: 1, name: `Join ${admin.company.name}` }),
    ).toBeVisible();
    await expect(reviewer.getByText(`invites ${email} as reviewer`)).toBeVisible();
    await reviewer.getByLabel('Your name').fill(REVIEWER);
    await reviewer.getByRole('textbox', { name: 'New password', exact: true }).fill('reviewer-pass-1');
    await reviewer.getByLabel('Confirm new password').fill('reviewer-pass-1');
    await screenshot(reviewer, 'team-accept-invitation');
    await reviewer.getByRole('button', { name: 'Accept and join' }).click();

    // Signed in as a reviewer: the same dashboard, read-only.
    await expect(reviewer).toHaveURL(/\/admin-dashboard$/);
    await expect(reviewer.getByText('Read-only access')).toBeVisible();
    await expect(reviewer.getByText('Welcome, Reviewer')).toBeVisible();
    const row = reviewer.getByRole('row', { name: new RegExp(CANDIDATE) });
    await expect(row.getByRole('button', { name: `View ${CANDIDATE}’s report` })).toBeEnabled({
      timeout: 30_000,
    });
    await expect(reviewer.getByText('Upload candidates')).toHaveCount(0);
    await expect(reviewer.getByRole('button', { name: 'Add candidate' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Delete ${CANDIDATE}` })).toHaveCount(0);
    // The reviewer's row menu holds what a reviewer may do: the timeline, no extra time.
    await row.getByRole('button', { name: `More actions for ${CANDIDATE}` }).click();
    const menu = reviewer.getByRole('menu', { name: `Actions for ${CANDIDATE}` });
    await expect(menu.getByRole('menuitem', { name: 'Timeline' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Extra time/ })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: /Copy invitation link|Unlock/ })).toHaveCount(0);
    await reviewer.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(reviewer.getByRole('button', { name: 'Export all' })).toBeEnabled();
    await screenshot(reviewer, 'team-reviewer-dashboard', { fullPage: true });

    await row.getByRole('button', { name: `View ${CANDIDATE}’s report` }).click();
    const report = reviewer.getByRole('dialog');
    await expect(report).toContainText(CANDIDATE);
    await expect(report.getByRole('form', { name: /Override score/ })).toHaveCount(0);
    await screenshot(reviewer, 'team-reviewer-report');
    await reviewer.keyboard.press('Escape');
    await expect(report).toBeHidden();

    const download = reviewer.waitForEvent('download');
    await row.getByRole('button', { name: /PDF/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

    await reviewer.getByRole('link', { name: 'Analytics' }).click();
    await expect(reviewer).toHaveURL(/\/admin-analytics$/);
    await expect(reviewer.getByText('Welcome, Reviewer')).toBeVisible();
    await expect(reviewer.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(reviewer, 'team-reviewer-analytics', { fullPage: true });

    // Settings that change things are not theirs; the team list is, read-only.
    await reviewer.goto('/settings/webhooks');
    await expect(reviewer).toHaveURL(/\/admin-dashboard$/);
    await reviewer.goto('/settings/team');
    await expect(reviewer.getByRole('cell', { name: email })).toBeVisible();
    await expect(reviewer.getByRole('button', { name: 'Invite' })).toHaveCount(0);
    await expect(reviewer.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    await screenshot(reviewer, 'team-reviewer-team-list');

    // The link worked once.
    await reviewer.goto(link);
    await expect(reviewer.getByText('This invitation was already used')).toBeVisible();
    await screenshot(reviewer, 'team-invitation-used');

    // The admin removes the reviewer: their next request finds no session.
    await page.reload();
    await page.getByRole('button', { name: `Remove ${REVIEWER}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`${email} loses access`);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toasts(page)).toContainText('Member removed');
    await expect(page.getByRole('cell', { name: email })).toHaveCount(0);
    await screenshot(page, 'team-after-removal');

    await reviewer.goto('/admin-dashboard');
    await expect(reviewer).toHaveURL(/\/login/);
    await reviewerContext.close();
  });
});
