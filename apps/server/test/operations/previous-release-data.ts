import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_IDS } from '../../src/modules/assessments/test-ids';

/**
 * Passwords as the previous release stored them (argon2id, m=19 MiB, t=2, p=1), kept as the hashes it
 * wrote: an upgrade must keep verifying what is in the database, whatever today's hasher would produce.
 */
export const LEGACY_ADMIN = {
  email: 'admin@legacy.test',
  password: 'legacy-admin-1',
  hash: '$argon2id$v=19$m=19456,t=2,p=1$QbN/2G3ae7fCaln2xKsaLg$SzT+oOuP49++Q89Os/hzNoRXA26rbNiNbs8OLzafiWw',
};
export const LEGACY_CANDIDATE = {
  name: 'Ada Legacy',
  email: 'ada@legacy.test',
  password: 'legacy-cand-1',
  hash: '$argon2id$v=19$m=19456,t=2,p=1$ODxhZEZVx2R7fMOcCBnlvg$Edci7NrVYNLnQHnWiC8K7JCt4+CE6uyoqG7Clj3oE70',
};
export const INVITED_ONLY = { name: 'Bo Legacy', email: 'bo@legacy.test' };
export const LEGACY_INVITATION_SUBJECT = 'Legacy Co invites you (sent before the upgrade)';

const authId = () => randomBytes(16).toString('hex');

/**
 * The rows the previous release wrote for a company at work, in its own schema (migrations up to
 * previous-release.json's), chosen for the tables later migrations touch: the outbox (0026 adds the
 * candidate a mail is for) and companies (0027's Lever signatures and 0028's mail budgets belong to one).
 * Around them what a signed-in admin and an assessed candidate need: accounts with passwords, an
 * assessment, a drawn form, a saved answer, an open section, the audit trail.
 */
export async function writePreviousReleaseData(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async (text: string, values: unknown[] = []) =>
    (await client.query<{ id: string }>(text, values)).rows[0]?.id ?? '';
  try {
    const companyId = await one(
      `INSERT INTO companies (name, industry, email) VALUES ('Legacy Co', 'Healthcare', 'hr@legacy.test') RETURNING id`,
    );
    const account = async (email: string, name: string, hash: string, roleId: number) => {
      const userId = authId();
      await client.query(`INSERT INTO "user" (id, name, email, email_verified) VALUES ($1, $2, $3, true)`, [
        userId,
        name,
        email,
      ]);
      await client.query(
        `INSERT INTO account (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)`,
        [authId(), userId, hash],
      );
      await client.query(`INSERT INTO profiles (id, role_id, company_id) VALUES ($1, $2, $3)`, [
        userId,
        roleId,
        companyId,
      ]);
      return userId;
    };
    const adminId = await account(LEGACY_ADMIN.email, 'Lee Admin', LEGACY_ADMIN.hash, 1);
    const candidateUserId = await account(
      LEGACY_CANDIDATE.email,
      LEGACY_CANDIDATE.name,
      LEGACY_CANDIDATE.hash,
      2,
    );

    const assessmentId = await one(
      `INSERT INTO assessments (company_id, created_by, name, test_mode, selected_tests, status)
       VALUES ($1, $2, 'Ward nurse', 'hybrid', $3::jsonb, 'open') RETURNING id`,
      [companyId, adminId, JSON.stringify([{ id: TEST_IDS.logicalReasoning }])],
    );
    const sectionId = await one(
      `INSERT INTO sections (assessment_id, test_id, name, category, display_order, blueprint_version, time_limit_minutes)
       VALUES ($1, $2, 'Logical Reasoning', 'psychometric', 1, 1, 20) RETURNING id`,
      [assessmentId, TEST_IDS.logicalReasoning],
    );
    const candidateId = await one(
      `INSERT INTO candidates (company_id, assessment_id, user_id, full_name, email, test_status, invited_at, password_set_at)
       VALUES ($1, $2, $3, $4, $5, 'in_progress', now() - interval '2 hours', now() - interval '1 hour') RETURNING id`,
      [companyId, assessmentId, candidateUserId, LEGACY_CANDIDATE.name, LEGACY_CANDIDATE.email],
    );
    await client.query(
      `INSERT INTO candidates (company_id, assessment_id, full_name, email, test_status, invited_at)
       VALUES ($1, $2, $3, $4, 'invited', now() - interval '2 hours')`,
      [companyId, assessmentId, INVITED_ONLY.name, INVITED_ONLY.email],
    );

    // The candidate's drawn form (two library items), one saved answer and the section's running clock.
    const items = await client.query<{ id: string }>(
      `SELECT id FROM items WHERE test_id = $1 AND company_id IS NULL AND type = 'mcq' ORDER BY item_key, version LIMIT 2`,
      [TEST_IDS.logicalReasoning],
    );
    if (items.rows.length < 2) throw new Error('the library sync left no logical reasoning items');
    await client.query(
      `INSERT INTO candidate_forms (candidate_id, assessment_id, seed) VALUES ($1, $2, 'legacy-seed')`,
      [candidateId, assessmentId],
    );
    const questionId = await one(
      `INSERT INTO form_sections (candidate_id, section_id, question_ids, item_ids, option_orders, time_limits)
       VALUES ($1, $2, ARRAY[gen_random_uuid(), gen_random_uuid()], $3::uuid[], ARRAY['3012', '0123'], ARRAY[60, 60]::smallint[])
       RETURNING question_ids[1] AS id`,
      [candidateId, sectionId, items.rows.map((r) => r.id)],
    );
    await client.query(
      `INSERT INTO answers (candidate_id, question_id, section_id, answer_data, time_spent_ms, revision)
       VALUES ($1, $2, $3, '{"value": 2, "question_index": 0}', 41000, 3)`,
      [candidateId, questionId, sectionId],
    );
    await client.query(
      `INSERT INTO section_attempts (candidate_id, section_id, started_at, deadline_at)
       VALUES ($1, $2, now() - interval '5 minutes', now() + interval '15 minutes')`,
      [candidateId, sectionId],
    );

    // Mail as that release delivered it to the outbox: no candidate id (0026 came later).
    await client.query(
      `INSERT INTO outbox ("to", subject, text, html) VALUES
         ($1, $2, 'Start your assessment', '<p>Start your assessment</p>'),
         ($3, 'Reset your password', 'Reset link', '<p>Reset link</p>')`,
      [LEGACY_CANDIDATE.email, LEGACY_INVITATION_SUBJECT, LEGACY_ADMIN.email],
    );
    await client.query(
      `INSERT INTO audit_log (company_id, actor_kind, actor_user_id, actor_name, action, object_type, object_id)
       VALUES ($1, 'admin', $2, 'Lee Admin', 'candidate.invited', 'candidate', $3)`,
      [companyId, adminId, candidateId],
    );
    return { companyId, candidateId };
  } finally {
    await client.end();
  }
}
