import { inArray } from 'drizzle-orm';
import { assessments, candidateRecords, candidates, testLibrary } from '../src/db/schema';
import { generateForms } from '../src/modules/assessments/pipeline.service';
import { createVerifiedUser } from '../src/modules/auth/admin-accounts';
import { profilesRepository } from '../src/modules/profiles/profiles.repository';
import { type TestApp, TestClient } from './helpers';

export const CANDIDATE_PASSWORD = 'candidate-pass-1';

/** An assessment of the company with these library tests (sections are created with the first form). */
export async function createAssessment(t: TestApp, companyId: string, testIds: string[]) {
  const tests = await t.context.db.select().from(testLibrary).where(inArray(testLibrary.id, testIds));
  const [row] = await t.context.db
    .insert(assessments)
    .values({
      companyId,
      name: 'Test assessment',
      testMode: 'pre-built',
      selectedTests: testIds.flatMap((id) =>
        tests
          .filter((test) => test.id === id)
          .map((test) => ({
            id: test.id,
            name: test.name,
            category: test.category,
            subCategory: test.subCategory,
            durationMinutes: test.durationMinutes,
            questionCount: test.questionCount,
          })),
      ),
    })
    .returning({ id: assessments.id });
  if (!row) throw new Error('assessment insert returned no row');
  return row.id;
}

/**
 * A candidate of the assessment with their personal form drawn (status Ready) and a sign-in account, signed
 * in as a browser would be: what the pipeline and an accepted invitation leave behind.
 */
export async function signedInCandidate(
  t: TestApp,
  companyId: string,
  assessmentId: string,
  email: string,
  name = 'Test Candidate',
) {
  const userId = await createVerifiedUser(t.context.auth, { email, password: CANDIDATE_PASSWORD, name });
  const [record] = await t.context.db
    .insert(candidateRecords)
    .values({ companyId, fullName: name, email, userId })
    .returning({ id: candidateRecords.id });
  if (!record) throw new Error('candidate record insert returned no row');
  const [row] = await t.context.db
    .insert(candidates)
    .values({ companyId, assessmentId, fullName: name, email, recordId: record.id, userId })
    .returning({ id: candidates.id });
  if (!row) throw new Error('candidate insert returned no row');
  await generateForms(t.context, { assessmentId, candidateIds: [row.id] });
  await profilesRepository.createForExistingUser(t.context.db, userId, 'candidate', companyId);
  const client = new TestClient(t.app);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password: CANDIDATE_PASSWORD });
  if (signIn.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${signIn.body}`);
  await acknowledgeNotice(client);
  return { client, candidateId: row.id, userId };
}

/** What the dashboard does before the first section (issue 21): reads the notice and acknowledges it. */
export async function acknowledgeNotice(client: TestClient) {
  const notice = await client.get('/api/candidate/notice');
  if (notice.statusCode !== 200) throw new Error(`notice of the candidate: ${notice.body}`);
  const ack = await client.post('/api/candidate/notice/acknowledge', { version: notice.json().version });
  if (ack.statusCode !== 200) throw new Error(`acknowledging the notice failed: ${ack.body}`);
}

/**
 * Another application of a person who already has an account (decision 032): the company's record of
 * them and an application to the assessment, with its form drawn, linked to the same user.
 */
export async function anotherApplication(
  t: TestApp,
  person: { userId: string; email: string; name?: string },
  companyId: string,
  assessmentId: string,
) {
  const fullName = person.name ?? 'Test Candidate';
  const [record] = await t.context.db
    .insert(candidateRecords)
    .values({ companyId, fullName, email: person.email, userId: person.userId })
    .onConflictDoUpdate({
      target: [candidateRecords.companyId, candidateRecords.email],
      set: { userId: person.userId },
    })
    .returning({ id: candidateRecords.id });
  if (!record) throw new Error('candidate record insert returned no row');
  const [row] = await t.context.db
    .insert(candidates)
    .values({
      companyId,
      assessmentId,
      fullName,
      email: person.email,
      recordId: record.id,
      userId: person.userId,
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('candidate insert returned no row');
  await generateForms(t.context, { assessmentId, candidateIds: [row.id] });
  return row.id;
}
