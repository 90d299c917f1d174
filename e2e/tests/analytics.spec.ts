import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, request, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { adminWithCompany, apiSession, candidateOfCompany, screenshot, signIn } from './support';

/** The seeded test library (migration 0004): keyed sections only, so scoring needs no review. */
const TESTS = {
  logicalReasoning: '6f1d0a3e-1b7a-4c1e-9a01-000000000004',
  englishGrammar: '6f1d0a3e-1b7a-4c1e-9a01-000000000005',
} as const;
const MOBILE = { width: 375, height: 812 };

type Admin = Awaited<ReturnType<typeof adminWithCompany>>;

/** A candidate of the admin's company with every test of this journey, for one position. */
const candidateOf = (admin: Admin, name: string, position: string) =>
  candidateOfCompany(admin, { name, position, tests: Object.values(TESTS) });

/** The candidate answers every question through the API (option `pick` each time) and submits. */
async function answerAndSubmit(candidate: { email: string; password: string }, pick: number) {
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  try {
    const signedIn = await api.post('/api/auth/sign-in/email', {
      data: { email: candidate.email, password: candidate.password },
    });
    expect(signedIn.status()).toBe(200);
    const self = (await (await api.get('/api/candidate/me')).json()) as { id: string };
    const session = (await (await api.get('/api/auth/get-session')).json()) as { user: { id: string } };
    const { sections } = (await (await api.get('/api/candidate/sections')).json()) as {
      sections: { id: string; name: string; questionCount: number }[];
    };
    for (const section of sections) {
      expect((await api.post(`/api/candidate/sections/${section.id}/start`)).status()).toBe(200);
      const detail = (await (await api.get(`/api/candidate/sections/${section.id}`)).json()) as {
        questions: { id: string; options: string[] }[];
      };
      for (const [index, q] of detail.questions.entries()) {
        const saved = await api.put(`/api/candidate/answers/${q.id}`, {
          data: { value: pick % Math.max(1, q.options.length), questionIndex: index },
        });
        expect(saved.status()).toBe(200);
      }
      expect((await api.post(`/api/candidate/sections/${section.id}/submit`)).status()).toBe(200);
    }
    const submitted = await api.post('/api/submit-assessment', {
      data: {
        candidate_id: self.id,
        user_id: session.user.id,
        submission_data: {
          total_sections: sections.length,
          completed_sections: sections.length,
          total_questions: sections.reduce((sum, s) => sum + s.questionCount, 0),
          total_answers: sections.reduce((sum, s) => sum + s.questionCount, 0),
          completion_rate: 100,
          section_details: sections.map((s) => ({
            section_id: s.id,
            section_name: s.name,
            questions_count: s.questionCount,
            answers_count: s.questionCount,
            completion_status: 'completed',
          })),
          profile_data: {},
        },
      },
    });
    expect(submitted.status()).toBe(201);
  } finally {
    await api.dispose();
  }
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

const funnelRow = (page: Page, stage: string) =>
  page.getByRole('list', { name: 'Completion funnel' }).getByRole('listitem').filter({ hasText: stage });

test.describe('analytics', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin with submitted candidates sees the funnel and compares two of them', async ({ page }) => {
    const admin = await adminWithCompany('Ana Lytics');
    const [ada, ben] = await Promise.all([
      candidateOf(admin, 'Ada Analysed', 'Analyst'),
      candidateOf(admin, 'Ben Benchmarked', 'Analyst'),
    ]);
    // A third, invited but never started: the funnel's first step counts them, the next ones do not.
    await candidateOf(admin, 'Cy Waiting', 'Engineer');
    await answerAndSubmit(ada, 0);
    await answerAndSubmit(ben, 1);

    const adminApi = await apiSession(admin.email, admin.password);
    await expect
      .poll(
        async () => {
          const { body } = await adminApi.get('/api/analytics');
          return (body as { evaluationStatuses?: { completed: number } }).evaluationStatuses?.completed;
        },
        { timeout: 30_000 },
      )
      .toBe(2);

    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard/);
    await page.getByRole('link', { name: 'Analytics', exact: true }).click();
    await expect(page).toHaveURL(/\/admin-analytics$/);
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();

    await expect(funnelRow(page, 'Invited')).toContainText('3 · 100%');
    await expect(funnelRow(page, 'Started')).toContainText('2 · 67%');
    await expect(funnelRow(page, 'Submitted')).toContainText('2 · 67%');
    await expect(funnelRow(page, 'Evaluated')).toContainText('2 · 67%');
    await expect(page.getByTestId('score-distribution')).toContainText('Candidates2');
    await expect(page.getByTestId('section-averages')).toContainText('Logical Reasoning');
    await expect(page.getByTestId('section-averages')).toContainText('n = 2');
    await expect(page.getByTestId('reliability')).toContainText('needs at least 30 candidates (n = 2)');
    await screenshot(page, 'analytics-overview', { fullPage: true });

    // Every number narrows to one position: the engineer was invited and has not started.
    await page.getByRole('combobox', { name: 'Filter by position' }).click();
    await page.getByRole('option', { name: 'Engineer' }).click();
    await expect(page.getByText('1 candidate for Engineer')).toBeVisible();
    await expect(funnelRow(page, 'Invited')).toContainText('1 · 100%');
    await expect(funnelRow(page, 'Started')).toContainText('0 · 0%');
    await expect(page.getByTestId('score-distribution')).toContainText('No evaluations yet');
    await page.getByRole('combobox', { name: 'Filter by position' }).click();
    await page.getByRole('option', { name: 'All positions' }).click();
    await expect(funnelRow(page, 'Invited')).toContainText('3 · 100%');

    const panel = page.getByTestId('compare-panel');
    await panel.getByLabel('Search candidates').fill('Ada');
    await panel.getByRole('checkbox', { name: /Ada Analysed/ }).check();
    await expect(panel).toContainText('Choose 1 more to compare.');
    await panel.getByLabel('Search candidates').fill('Ben');
    await panel.getByRole('checkbox', { name: /Ben Benchmarked/ }).check();
    const table = page.getByTestId('comparison');
    await expect(table.getByRole('columnheader', { name: /Ada Analysed/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Ben Benchmarked/ })).toBeVisible();
    const { body: list } = await adminApi.get('/api/candidates?search=Ben');
    const compared = (list as { items: { totalScore: number }[] }).items[0]?.totalScore ?? -1;
    await expect(table.getByRole('row', { name: /Total score/ })).toContainText(compared.toFixed(1));
    await expect(table.getByRole('row', { name: /English Grammar/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Integrity events/ })).toContainText('0');
    await table.scrollIntoViewIfNeeded();
    await screenshot(page, 'analytics-compare');

    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize(MOBILE);
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).scrollIntoViewIfNeeded();
    await screenshot(page, 'analytics-mobile', { fullPage: true });
    await page
      .getByTestId('compare-panel')
      .getByRole('list', { name: 'Chosen candidates' })
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'analytics-mobile-compare');
    const overflow = await page.evaluate('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).toBe(false);

    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
