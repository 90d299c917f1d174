import type pg from 'pg';
import { givePasswords } from './autosave';
import type { ExamCandidate, ExamEntry } from './examday-journey';
import { uploadCsv } from './provisioning';
import { waitFor } from './server';

/**
 * A cohort invited through the real pipeline: a CSV upload of `count` candidates at `domain`, waited for
 * until every one is provisioned and its invitation mail is in the outbox (so the mail queue is idle when
 * the exam starts). For the password entry their accounts then get the admin's password (autosave.ts's
 * givePasswords); for the campus entry each keeps the token of the link in their invitation mail.
 */
export async function inviteCohort(
  base: string,
  cookie: string,
  db: pg.Pool,
  count: number,
  domain: string,
  admin: { email: string },
  entry: ExamEntry,
): Promise<ExamCandidate[]> {
  const { assessmentId } = await uploadCsv(base, cookie, count, domain, 'Examinee');
  const scalar = async (sql: string, param: string) =>
    (await db.query<{ n: number }>(sql, [param])).rows[0]?.n;
  await waitFor(
    async () =>
      (await scalar(
        `SELECT count(*)::int AS n FROM candidates
         WHERE assessment_id = $1 AND test_status = 'questions_generated' AND user_id IS NOT NULL`,
        assessmentId,
      )) === count,
    600_000,
    `provisioning ${count} candidates`,
  );
  await waitFor(
    async () =>
      (await scalar('SELECT count(*)::int AS n FROM outbox WHERE "to" LIKE $1', `%@${domain}`)) === count,
    600_000,
    `${count} invitation mails`,
  );
  const { rows: cohort } = await db.query<ExamCandidate>(
    `SELECT c.id, c.email, c.user_id AS "userId",
            substring(o.text FROM '/accept-invite[?]token=([A-Za-z0-9_-]+)') AS "linkToken"
     FROM candidates c LEFT JOIN outbox o ON o."to" = c.email
     WHERE c.assessment_id = $1`,
    [assessmentId],
  );
  if (entry === 'password') {
    await givePasswords(
      db,
      cohort.map((c) => c.id),
      admin.email,
    );
  } else if (cohort.some((c) => !c.linkToken)) {
    throw new Error('an invitation mail of the cohort carries no link');
  }
  return cohort;
}
