import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  adminWithCompany,
  apiSession,
  candidateOfCompany,
  expectAccessible,
  screenshot,
  signIn,
  sql,
  submitEveryAnswer,
} from './support';

/** The seeded test library (migration 0004): a keyed ability test and the Big Five (Likert). */
const TESTS = {
  logicalReasoning: '6f1d0a3e-1b7a-4c1e-9a01-000000000004',
  bigFive: '6f1d0a3e-1b7a-4c1e-9a01-000000000001',
} as const;
const ABILITY = 'Logical Reasoning';
const PROFILE = 'Big Five Work Personality';
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

type Admin = Awaited<ReturnType<typeof adminWithCompany>>;
type Evaluation = {
  totalScore: number | null;
  evaluationStatus: string;
  sectionScores: Record<string, number>;
  evaluationData: {
    sections: { name: string; kind: string; score: number }[];
    traits: { trait: string; score: number }[];
  } | null;
};
const fmt = (n: number | null | undefined) => (n === null || n === undefined ? '—' : n.toFixed(1));

/** A candidate of the admin's company with both tests. */
const candidateOf = (admin: Admin, name: string) =>
  candidateOfCompany(admin, { name, tests: Object.values(TESTS) });

async function scored(admin: Awaited<ReturnType<typeof apiSession>>, candidateId: string) {
  await expect
    .poll(async () => (await admin.get(`/api/evaluations/${candidateId}`)).body.evaluationStatus, {
      timeout: 30_000,
    })
    .toBe('completed');
  return (await admin.get(`/api/evaluations/${candidateId}`)).body as unknown as Evaluation;
}

test.describe('personality as a profile, not a score', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the report, PDF, export and analytics show the Big Five as a profile and the ability test out of 100', async ({
    page,
  }) => {
    const admin = await adminWithCompany('Pro File');
    const [pia, quin] = await Promise.all([
      candidateOf(admin, 'Pia Profiled'),
      candidateOf(admin, 'Quin Compared'),
    ]);
    const [piaId, quinId] = await Promise.all([submitEveryAnswer(pia), submitEveryAnswer(quin)]);
    const adminApi = await apiSession(admin.email, admin.password);
    const evaluation = await scored(adminApi, piaId);
    await scored(adminApi, quinId);
    const profile = evaluation.evaluationData?.sections.find((s) => s.name === PROFILE);
    // The stored number of a profile is its completeness (every statement answered), not performance.
    expect(profile).toMatchObject({ kind: 'personality', score: 100 });
    expect(evaluation.sectionScores[PROFILE]).toBe(100);
    const ability = evaluation.sectionScores[ABILITY];
    // Only the ability test is weighted: the overall score is its score.
    expect(evaluation.totalScore).toBe(ability);

    await page.setViewportSize(WIDE);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const row = page.getByRole('row').filter({ hasText: pia.email });
    // The table's Score column: the overall score only.
    const scoreCells = row.getByRole('cell').filter({ hasText: '/100' });
    await expect(scoreCells).toHaveCount(1);
    await expect(scoreCells).toHaveText(`${fmt(evaluation.totalScore)}/100`);

    await row.getByRole('button', { name: `View ${pia.name}’s report` }).click();
    const dialog = page.getByRole('dialog', { name: `Assessment report: ${pia.name}` });
    await expect(dialog.getByTestId('overall-score')).toHaveText(`${fmt(evaluation.totalScore)} / 100`);
    await expect(dialog.getByTestId('overall-composition')).toHaveText(
      `Includes ${ABILITY}. ${PROFILE} is a profile, not a score: not included.`,
    );
    // The ability test: a score out of 100 with its bar.
    const sections = dialog.getByRole('region', { name: 'Section scores' });
    await expect(sections.getByRole('listitem').filter({ hasText: ABILITY })).toContainText(
      `${fmt(ability)} / 100`,
    );
    await expect(dialog.getByRole('progressbar', { name: `${ABILITY} score` })).toHaveAttribute(
      'aria-valuetext',
      `${fmt(ability)} out of 100`,
    );
    // The Big Five: "Profile", no "/ 100", no bar, a link to the trait profile.
    const profileItem = sections.getByTestId('profile-section').filter({ hasText: PROFILE });
    await expect(profileItem).toContainText('Profile');
    await expect(profileItem).not.toContainText('/ 100');
    await expect(profileItem).not.toContainText('100.0');
    await expect(dialog.getByRole('progressbar', { name: `${PROFILE} score` })).toHaveCount(0);
    await expect(dialog.getByRole('progressbar')).toHaveCount(1);
    await expectAccessible(page);
    await screenshot(page, 'profile-report-1440');

    await profileItem.getByRole('link', { name: 'See the trait profile' }).click();
    const traits = dialog.getByRole('heading', { name: 'Trait profile' });
    await expect(traits).toBeFocused();
    await expect(traits).toBeInViewport();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await screenshot(page, 'profile-report-traits-1440');

    // The answers: the ability section with its score, the Big Five as a profile.
    await dialog.getByRole('tab', { name: 'Answers' }).click();
    const summaries = dialog.locator('details > summary');
    await expect(summaries.filter({ hasText: ABILITY })).toContainText(`${fmt(ability)} / 100`);
    await expect(summaries.filter({ hasText: PROFILE })).toContainText('Profile');
    await expect(summaries.filter({ hasText: PROFILE })).not.toContainText('/ 100');

    // The PDF, kept for a look (pdftoppm); its text is checked in reports.int.test.ts.
    await dialog.getByRole('tab', { name: 'Overview' }).click();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: `Download ${pia.name}’s PDF report` }).click();
    await (await downloading).saveAs('/tmp/e2e-shots/profile-report.pdf');

    await page.setViewportSize(PHONE);
    await dialog.getByRole('heading', { name: 'Section scores' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-report-390');
    await traits.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-report-traits-390');
    const overflow = await page.evaluate(
      "(() => { const d = document.querySelector('[role=dialog]'); return d ? d.scrollWidth - d.clientWidth : -1; })()",
    );
    expect(overflow).toBe(0);
    await page.keyboard.press('Escape');
    await page.setViewportSize(WIDE);

    // The CSV export: the Big Five column says what its number is.
    const exported = await page.request.post('/api/candidates/export', {
      data: {},
      headers: { origin: BASE_URL },
    });
    expect(exported.status()).toBe(200);
    const header = (await exported.text()).replace('\uFEFF', '').split('\r\n')[0] ?? '';
    await writeFile('/tmp/e2e-shots/profile-export.csv', await exported.text());
    expect(header).toContain(`Score,Evaluation status,${ABILITY},${PROFILE} (profile: % answered)`);

    // Analytics: no average bar for the profile, a note naming it; compare lists traits as levels.
    await page.goto('/admin-analytics');
    const averages = page.getByTestId('section-averages');
    await expect(averages.getByRole('list', { name: 'Section averages' })).toContainText(ABILITY);
    await expect(averages.getByRole('list', { name: 'Section averages' })).not.toContainText(PROFILE);
    await expect(averages.getByTestId('profile-sections-note')).toContainText(
      `${PROFILE} is a profile, not a score, so it has no average here`,
    );
    const panel = page.getByTestId('compare-panel');
    await panel.getByLabel('Search candidates').fill('Pia');
    await panel.getByRole('checkbox', { name: /Pia Profiled/ }).check();
    await panel.getByLabel('Search candidates').fill('Quin');
    await panel.getByRole('checkbox', { name: /Quin Compared/ }).check();
    const table = page.getByTestId('comparison');
    await expect(table.getByRole('row', { name: ABILITY })).toContainText(fmt(ability));
    await expect(table.getByRole('row', { name: new RegExp(PROFILE) })).toHaveCount(0);
    await expect(table.getByRole('row', { name: /Conscientiousness/ })).toContainText(
      'profile, % of scale range',
    );
    await expect(panel.getByTestId('compare-profiles-note')).toContainText(`${PROFILE} is a profile`);
    await averages.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-analytics-1440');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'profile-compare-1440');
    await expectAccessible(page);

    // The assessment weights Conscientiousness 2 (set before scoring; here by rescoring): the report
    // says so plainly and the total follows.
    await sql(
      `UPDATE assessments SET scoring_weights = $1
       WHERE id = (SELECT assessment_id FROM candidates WHERE id = $2)`,
      [
        JSON.stringify({
          sections: { cognitive: 1, english: 1, sjt: 1, writing: 1 },
          traits: {
            openness: 0,
            conscientiousness: 2,
            extraversion: 0,
            agreeableness: 0,
            emotional_stability: 0,
          },
        }),
        piaId,
      ],
    );
    await sql(`UPDATE evaluations SET evaluation_status = 'failed' WHERE candidate_id = $1`, [piaId]);
    expect((await adminApi.post(`/api/evaluations/${piaId}/rerun`)).status).toBe(200);
    const weighted = await scored(adminApi, piaId);
    const conscientiousness = weighted.evaluationData?.traits.find((t) => t.trait === 'conscientiousness');
    expect(conscientiousness).toBeDefined();
    expect(weighted.totalScore).toBeCloseTo(((ability ?? 0) + 2 * (conscientiousness?.score ?? 0)) / 3, 0);

    await page.goto('/admin-dashboard');
    await page
      .getByRole('row')
      .filter({ hasText: pia.email })
      .getByRole('button', { name: `View ${pia.name}’s report` })
      .click();
    await expect(dialog.getByTestId('overall-score')).toHaveText(`${fmt(weighted.totalScore)} / 100`);
    await expect(dialog.getByTestId('overall-composition')).toHaveText(
      `Includes ${ABILITY} at weight 1. Includes Conscientiousness at weight 2, set by the assessment. ${PROFILE} is a profile, not a score: only the weighted traits above count.`,
    );
    await expect(dialog.getByText('In the overall score at weight 2, set by the assessment.')).toBeVisible();
    await expect(dialog.getByRole('progressbar', { name: `${PROFILE} score` })).toHaveCount(0);
    await screenshot(page, 'profile-report-weighted-1440');
    const downloadingWeighted = page.waitForEvent('download');
    await dialog.getByRole('button', { name: `Download ${pia.name}’s PDF report` }).click();
    await (await downloadingWeighted).saveAs('/tmp/e2e-shots/profile-report-weighted.pdf');
  });
});
