import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  adminWithCompany,
  apiSession,
  candidateOfCompany,
  expectAccessible,
  SHOTS_DIR,
  signIn,
  sql,
  submitEveryAnswer,
} from './support';

/** The seeded test library (migration 0004). */
const TESTS = {
  logicalReasoning: '6f1d0a3e-1b7a-4c1e-9a01-000000000004',
  englishGrammar: '6f1d0a3e-1b7a-4c1e-9a01-000000000005',
  bigFive: '6f1d0a3e-1b7a-4c1e-9a01-000000000001',
} as const;
const NAME = 'Nia Normed';

type Norm = { sectionName: string; groupSize: number; percentile: number | null; band: string | null };
type Evaluation = {
  evaluationStatus: string;
  evaluationData: { sections: { name: string; kind: string }[] } | null;
  norms: { sections: Norm[] } | null;
};

/**
 * Earlier evaluated candidates of the company, straight into the database (what many earlier
 * submissions leave behind): in another assessment with one section of `testId` named `name`, each with
 * a score, submitted and created days before the journey's candidate.
 */
async function seedEarlier(companyId: string, testId: string, name: string, scores: number[]) {
  const assessment = await sql(
    `INSERT INTO assessments (company_id, name, test_mode) VALUES ($1, $2, 'pre-built') RETURNING id`,
    [companyId, `Earlier ${name}`],
  );
  const assessmentId = assessment.rows[0].id as string;
  await sql(
    `INSERT INTO sections (assessment_id, test_id, name, category, display_order, blueprint_version)
     VALUES ($1, $2, $3, 'test', 1, 1)`,
    [assessmentId, testId, name],
  );
  await sql(
    `WITH c AS (
       INSERT INTO candidates (company_id, assessment_id, full_name, email, test_status, created_at)
       SELECT $1::uuid, $2::uuid, 'Earlier ' || i, 'earlier-' || i || '-' || $2::text || '@norms.example', 'submitted',
              now() - interval '3 days'
       FROM generate_series(1, cardinality($4::float8[])) AS i
       RETURNING id, full_name
     ), s AS (
       INSERT INTO submissions (candidate_id, submission_number, submitted_at, submission_data)
       SELECT id, 1, now() - interval '2 days', '{}'::jsonb FROM c
       RETURNING id, candidate_id
     )
     INSERT INTO evaluations (candidate_id, submission_id, evaluation_status, section_scores)
     SELECT s.candidate_id, s.id, 'completed',
            jsonb_build_object($3::text, ($4::float8[])[split_part(c.full_name, ' ', 2)::int])
     FROM s JOIN c ON c.id = s.candidate_id`,
    [companyId, assessmentId, name, scores],
  );
}

test.describe('norms', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a scored section shows its percentile among the company's earlier candidates; a profile never", async ({
    page,
  }) => {
    const admin = await adminWithCompany('Nora Norms');
    const candidate = await candidateOfCompany(admin, {
      name: NAME,
      tests: [TESTS.logicalReasoning, TESTS.englishGrammar, TESTS.bigFive],
    });
    const candidateId = await submitEveryAnswer(candidate);
    const { rows } = await sql(
      `SELECT c.company_id, s.name, s.test_id FROM candidates c JOIN sections s ON s.assessment_id = c.assessment_id
       WHERE c.id = $1`,
      [candidateId],
    );
    const companyId = rows[0].company_id as string;
    const sectionName = (testId: string) => rows.find((r) => r.test_id === testId)?.name as string;
    const logic = sectionName(TESTS.logicalReasoning);
    const english = sectionName(TESTS.englishGrammar);
    // 40 earlier candidates of Logical Reasoning spread over 0-97.5; 12 of English Grammar.
    await seedEarlier(
      companyId,
      TESTS.logicalReasoning,
      logic,
      Array.from({ length: 40 }, (_, i) => i * 2.5),
    );
    await seedEarlier(
      companyId,
      TESTS.englishGrammar,
      english,
      Array.from({ length: 12 }, () => 50),
    );

    const api = await apiSession(admin.email, admin.password);
    await expect
      .poll(
        async () => ((await api.get(`/api/evaluations/${candidateId}`)).body as Evaluation).evaluationStatus,
        {
          timeout: 30_000,
        },
      )
      .toMatch(/completed|needs_review/);
    const evaluation = (await api.get(`/api/evaluations/${candidateId}`)).body as unknown as Evaluation;
    const norm = (name: string) => evaluation.norms?.sections.find((n) => n.sectionName === name);
    expect(norm(logic)).toMatchObject({ groupSize: 40, percentile: expect.any(Number) });
    expect(norm(english)).toMatchObject({ groupSize: 12, percentile: null });
    const profiles = evaluation.evaluationData?.sections.filter((s) => s.kind === 'personality') ?? [];
    expect(profiles).toHaveLength(1);
    expect(norm(profiles[0]?.name ?? '')).toBeUndefined();

    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const row = page.getByRole('row').filter({ hasText: candidate.email });
    await row.getByRole('button', { name: `View ${NAME}’s report` }).click();
    const dialog = page.getByRole('dialog', { name: `Assessment report: ${NAME}` });
    await expect(dialog).toBeVisible();

    const scored = dialog.getByTestId('scored-section');
    const logicNorm = scored.filter({ hasText: logic }).getByTestId('section-norm');
    const percentile = norm(logic)?.percentile ?? -1;
    const suffix =
      percentile % 100 >= 11 && percentile % 100 <= 13
        ? 'th'
        : (['th', 'st', 'nd', 'rd'][percentile % 10] ?? 'th');
    await expect(logicNorm).toContainText(`${percentile}${suffix} percentile`);
    await expect(logicNorm).toContainText(String(norm(logic)?.band).replace('_', ' '));
    await expect(logicNorm).toContainText("among your company's 40 earlier candidates of this test");
    await expect(scored.filter({ hasText: english }).getByTestId('section-norm')).toHaveText(
      'No percentile yet: it takes 30 earlier candidates of this test, and there are 12',
    );
    // The Big Five is a profile: no percentile beside it.
    await expect(dialog.getByTestId('profile-section').getByTestId('section-norm')).toHaveCount(0);
    await expect(dialog.getByText(/Percentile = \(earlier candidates scoring lower/)).toBeVisible();
    await expectAccessible(page);

    const sections = dialog.getByRole('region', { name: 'Section scores' });
    await sections.screenshot({ path: path.join(SHOTS_DIR, 'norms-sections-1440.png') });
    const traits = dialog.getByRole('region', { name: 'Trait profile' });
    await traits.scrollIntoViewIfNeeded();
    await traits.screenshot({ path: path.join(SHOTS_DIR, 'norms-traits-1440.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await sections.scrollIntoViewIfNeeded();
    await sections.screenshot({ path: path.join(SHOTS_DIR, 'norms-sections-390.png') });
    await traits.scrollIntoViewIfNeeded();
    await traits.screenshot({ path: path.join(SHOTS_DIR, 'norms-traits-390.png') });
    const overflow = await page.evaluate(
      "(() => { const d = document.querySelector('[role=dialog]'); return d ? d.scrollWidth - d.clientWidth : -1; })()",
    );
    expect(overflow).toBe(0);

    // The PDF as the dialog's button downloads it, kept for a look at its page.
    const pdf = await page.request.get(`/api/reports/${candidateId}/pdf`);
    expect(pdf.status()).toBe(200);
    await writeFile(path.join(SHOTS_DIR, 'norms-report.pdf'), await pdf.body());
  });
});
