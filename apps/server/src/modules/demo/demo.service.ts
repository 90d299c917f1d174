import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { assessments, candidateRecords, candidates } from '../../db/schema';
import { generateForms } from '../assessments/pipeline.service';
import { TEST_IDS } from '../assessments/test-ids';
import { createAdminAccount, createVerifiedUser, passwordStillMatches } from '../auth/admin-accounts';
import { snapshotSelectedTests } from '../candidates/intake.service';
import { setCompanyPlan } from '../plans/plans.service';
import { profilesService } from '../profiles/profiles.service';

export const DEMO = {
  company: { name: 'Acme Corp', industry: 'Technology', email: 'hr@acme.example' },
  admin: { email: 'admin@acme.example', password: 'acme-admin-2026', name: 'Acme Administrator' },
  candidate: {
    email: 'candidate@acme.example',
    password: 'acme-candidate-2026',
    name: 'Casey Candidate',
    position: 'Customer Success Manager',
    experienceLevel: 'Mid-level',
  },
} as const;

/**
 * The demo assessment's tests: psychometric and English sections that together use every question
 * type (likert_scale, forced_choice, sjt, mcq, true_false, open_ended).
 */
const DEMO_TEST_IDS = [
  TEST_IDS.workStyle, // forced_choice
  TEST_IDS.situationalJudgement, // sjt
  TEST_IDS.bigFive, // likert_scale
  TEST_IDS.readingComprehension, // mcq, true_false
  TEST_IDS.businessWriting, // open_ended
];

/**
 * Idempotent: the demo workspace is created once; later starts leave it (and any changes) alone. The
 * demo candidate's questions are generated now and their password set, so they can sign in at once.
 */
export async function seedDemo(context: Pick<AppContext, 'auth' | 'db' | 'ai' | 'logger'>): Promise<void> {
  const ctx = await context.auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(DEMO.admin.email)) return;
  const { userId: adminId, companyId } = await createAdminAccount(context, {
    ...DEMO.admin,
    company: DEMO.company,
  });
  if (!companyId) return;
  // Demos upload big files: Enterprise's 5,000 test generations a month rather than Startup's 1,000.
  await setCompanyPlan(context.db, { company: companyId, plan: 'enterprise', limit: null });

  const [assessment] = await context.db
    .insert(assessments)
    .values({
      companyId,
      createdBy: adminId,
      name: `${DEMO.candidate.position} · demo`,
      position: DEMO.candidate.position,
      experienceLevel: DEMO.candidate.experienceLevel,
      testMode: 'pre-built',
      selectedTests: await snapshotSelectedTests(
        context.db,
        DEMO_TEST_IDS.map((id) => ({ id })),
      ),
      sourceFilename: null,
    })
    .returning({ id: assessments.id });
  if (!assessment) return;
  const { candidate } = DEMO;
  const person = {
    companyId,
    fullName: candidate.name,
    email: candidate.email,
    position: candidate.position,
    experienceLevel: candidate.experienceLevel,
  };
  const [record] = await context.db
    .insert(candidateRecords)
    .values(person)
    .returning({ id: candidateRecords.id });
  if (!record) return;
  const [row] = await context.db
    .insert(candidates)
    .values({ ...person, assessmentId: assessment.id, recordId: record.id })
    .returning({ id: candidates.id });
  if (!row) return;
  await generateForms(context, { assessmentId: assessment.id, candidateIds: [row.id] });
  const userId = await createVerifiedUser(context.auth, candidate);
  await profilesService.createForExistingUser(context.db, userId, 'candidate', companyId);
  await context.db.update(candidates).set({ userId }).where(eq(candidates.id, row.id));
  await context.db.update(candidateRecords).set({ userId }).where(eq(candidateRecords.id, record.id));
}

export async function demoCredentialsActive(
  context: Pick<AppContext, 'auth'>,
  account: 'admin' | 'candidate' = 'admin',
): Promise<boolean> {
  return passwordStillMatches(context.auth, DEMO[account].email, DEMO[account].password);
}
