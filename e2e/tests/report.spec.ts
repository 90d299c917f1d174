import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import {
  apiSession,
  expectAccessible,
  provisionedCandidate,
  screenshot,
  signIn,
  sql,
  toasts,
} from './support';

/** The seeded test library (migration 0004): a keyed section, a Likert profile and open-ended writing. */
const TESTS = {
  situationalJudgement: '6f1d0a3e-1b7a-4c1e-9a01-000000000003',
  bigFive: '6f1d0a3e-1b7a-4c1e-9a01-000000000001',
  businessWriting: '6f1d0a3e-1b7a-4c1e-9a01-000000000008',
} as const;
const NAME = 'Rhea Reported';
const MOBILE = { width: 375, height: 812 };
const WRITING =
  'Thank you for the update. I will send the revised plan on Friday and call you if anything changes before then.';

type Evaluation = {
  totalScore: number | null;
  evaluationStatus: string;
  sectionScores: Record<string, number>;
  evaluationData: {
    questions: { questionId: string; type: string; awaitingRating?: boolean }[];
    sections: { name: string; kind: string; score: number | null }[];
  } | null;
};
const fmt = (n: number | null) => (n === null ? '—' : n.toFixed(1));

/** The candidate answers every question through the API (as the runner would) and submits. */
async function answerAndSubmit(candidate: { email: string; password: string }) {
  const api: APIRequestContext = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
  });
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
        questions: { id: string; questionType: string }[];
      };
      for (const [index, q] of detail.questions.entries()) {
        const value = q.questionType === 'open_ended' ? WRITING : index % 3;
        const saved = await api.put(`/api/candidate/answers/${q.id}`, {
          data: { value, questionIndex: index },
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
    return self.id;
  } finally {
    await api.dispose();
  }
}

test.describe('the assessment report', () => {
  test.describe.configure({ timeout: 180_000 });

  test('written answers await a person, the report says so, ratings and an override complete the score, the PDF downloads', async ({
    page,
  }) => {
    const candidate = await provisionedCandidate(
      [TESTS.situationalJudgement, TESTS.bigFive, TESTS.businessWriting],
      NAME,
    );
    const admin = await apiSession(candidate.admin.email, candidate.admin.password);
    await signIn(page, candidate.admin.email, candidate.admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const row = page.getByRole('row').filter({ hasText: candidate.email });
    // No report buttons that cannot be used: the row says when the report comes.
    await expect(row.getByRole('button', { name: /View Report|report/ })).toHaveCount(0);
    await expect(row.getByTestId('report-unavailable')).toHaveText('Report once submitted');

    // The candidate submits elsewhere; the admin's table shows the score without a reload.
    const candidateId = await answerAndSubmit(candidate);
    const scoreCell = row.getByTestId('score-cell');
    // No AI provider in the journeys: nobody has graded the writing, so there is no number (decision 035).
    await expect(scoreCell).toHaveText('Awaiting rating', { timeout: 20_000 });
    const evaluation = (await admin.get(`/api/evaluations/${candidateId}`)).body as unknown as Evaluation;
    expect(evaluation.evaluationStatus).toBe('needs_review');
    expect(evaluation.totalScore).toBeNull();
    const writingSection = evaluation.evaluationData?.sections.find((s) => s.kind === 'writing');
    expect(writingSection?.score).toBeNull();
    expect(Object.keys(evaluation.sectionScores)).not.toContain(writingSection?.name);

    await row.getByRole('button', { name: `View ${NAME}’s report` }).click();
    const dialog = page.getByRole('dialog', { name: `Assessment report: ${NAME}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('overall-score')).toContainText('—');
    await expect(dialog.getByTestId('overall-composition')).toContainText(
      `No overall score yet: ${writingSection?.name} waits for a person’s rating of 3 written answers.`,
    );
    await expect(
      dialog.getByTestId('scored-section').filter({ hasText: writingSection?.name ?? '' }),
    ).toContainText('3 written answers await a person’s rating: no score until then');
    // Personality is a profile, not a score (decision 013): no bar, labelled "Profile" instead.
    const profiles = new Set(
      evaluation.evaluationData?.sections
        .filter((s) => ['personality', 'work_style'].includes(s.kind))
        .map((s) => s.name),
    );
    expect([...profiles]).toEqual(['Big Five Work Personality']);
    for (const [name, score] of Object.entries(evaluation.sectionScores)) {
      if (profiles.has(name)) {
        await expect(dialog.getByRole('progressbar', { name: `${name} score` })).toHaveCount(0);
        await expect(dialog.getByTestId('profile-section').filter({ hasText: name })).toContainText(
          'Profile',
        );
        continue;
      }
      await expect(dialog.getByRole('progressbar', { name: `${name} score` })).toHaveAttribute(
        'aria-valuetext',
        `${fmt(score)} out of 100`,
      );
    }
    await expect(dialog.getByText('Not in overall score')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Trait profile' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'How scores were computed' })).toBeVisible();
    await expect(dialog.getByText(/signals, not proof/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'report-dialog');
    await dialog.getByRole('heading', { name: 'Trait profile' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'report-dialog-traits');

    // Two answers rated by a colleague in the rating queue; the admin overrides the first in the report.
    const written = (evaluation.evaluationData?.questions ?? []).filter((q) => q.type === 'open_ended');
    for (const q of written.slice(1)) {
      const rated = await admin.post(`/api/evaluations/${candidateId}/ratings`, {
        questionId: q.questionId,
        criteria: { task_response: 4, coherence: 4, lexical_resource: 3, grammar_accuracy: 4 },
      });
      expect(rated.status).toBe(200);
    }
    await dialog.getByRole('tab', { name: 'Answers' }).click();
    const writing = dialog.locator('details').filter({ hasText: 'Business Writing' }).first();
    await writing.locator('summary').first().click();
    await expect(writing.getByTestId('awaiting-rating').first()).toContainText('Awaiting a person’s rating');
    await expect(writing.getByText('Rated by Una Admin').first()).toBeVisible();
    const form = writing.getByRole('form').first();
    await expect(form).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'report-dialog-answers');
    const scoreInput = form.getByLabel('Score (0-100)');
    await expect(scoreInput).not.toHaveValue('');
    await scoreInput.fill('95');
    await form.getByLabel('Reason').fill('Read by the hiring manager: clear, polite and complete');
    await form.getByRole('button', { name: 'Save override' }).click();
    await expect(toasts(page)).toContainText('Score overridden');
    await screenshot(page, 'report-dialog-override');
    const after = (await admin.get(`/api/evaluations/${candidateId}`)).body as unknown as Evaluation;
    expect(after.evaluationStatus).toBe('completed');
    // The writing section: (95 + 75 + 75) / 3 = 81.7, in the overall score beside the other sections.
    expect(after.sectionScores[writingSection?.name ?? '']).toBe(81.7);
    expect(after.totalScore).not.toBeNull();
    await expect(
      writing.getByText(/Read by the hiring manager: clear, polite and complete/).first(),
    ).toBeVisible();
    await expect(dialog.getByTestId('overall-score')).toContainText(fmt(after.totalScore));

    // The PDF: the server's file name (with the candidate's name) and a real PDF.
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: `Download ${NAME}’s PDF report` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toContain('Rhea');
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.setViewportSize(MOBILE);
    await screenshot(page, 'report-dialog-answers-mobile');
    await dialog.getByRole('tab', { name: 'Overview' }).click();
    await screenshot(page, 'report-dialog-mobile');
    const overflow = await page.evaluate(
      "(() => { const d = document.querySelector('[role=dialog]'); return d ? d.scrollWidth - d.clientWidth : -1; })()",
    );
    expect(overflow).toBe(0);

    // Closed, the table shows the new total too.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(scoreCell).toContainText(`${fmt(after.totalScore)}/100`);

    // Several reports at once: the bulk bar's ZIP.
    await row.getByRole('checkbox', { name: `Select ${NAME}` }).check();
    const zipping = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Download reports' })
      .click();
    const zip = await zipping;
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect((await readFile(await zip.path())).subarray(0, 2).toString('latin1')).toBe('PK');
    await expectAccessible(page);

    // A scoring that failed (the provider down, say) shows as such, with Re-run instead of a report.
    await sql(
      `UPDATE evaluations SET evaluation_status = 'failed', error = 'provider unavailable' WHERE candidate_id = $1`,
      [candidateId],
    );
    await page.reload();
    await expect(scoreCell).toContainText('Failed');
    await expect(row.getByRole('button', { name: /View Report|report/ })).toHaveCount(0);
    await expect(row.getByTestId('report-unavailable')).toHaveText('No report: scoring failed');
    await row.getByRole('button', { name: `Re-run scoring for ${NAME}` }).click();
    await expect(toasts(page)).toContainText('Scoring queued');
    await expect(scoreCell).toContainText(`${fmt(after.totalScore)}/100`, { timeout: 20_000 });
    await expect(row.getByRole('button', { name: `View ${NAME}’s report` })).toBeEnabled();
  });
});
