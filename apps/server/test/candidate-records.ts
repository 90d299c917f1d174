import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client';

/**
 * Decision 032: the company's applications whose record of the person is missing, another company's, or
 * says something else about the person than the application's copies (kept until every reader moved):
 * name, email, phone, language, profile, erasure, and the account once the application's invitation
 * step linked it. Position and level are the opening's.
 */
export async function applicationsOutOfStepWithTheirRecord(db: Executor, companyId: string) {
  const result = await db.execute<{ id: string; email: string }>(sql`
    SELECT c.id, c.email FROM candidates c LEFT JOIN candidate_records r ON r.id = c.record_id
    WHERE c.company_id = ${companyId}
      AND (r.id IS NULL OR r.company_id <> c.company_id OR r.email <> c.email OR r.full_name <> c.full_name
        OR r.phone IS DISTINCT FROM c.phone OR r.language IS DISTINCT FROM c.language
        OR r.profile_data <> c.profile_data
        OR (c.user_id IS NOT NULL AND r.user_id IS DISTINCT FROM c.user_id)
        OR r.erased_at IS DISTINCT FROM c.erased_at)`);
  return result.rows;
}

/** How many records the company holds (one per person it was told about). */
export async function recordCount(db: Executor, companyId: string) {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM candidate_records WHERE company_id = ${companyId}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The record an application is of, as stored. */
export async function recordOf(db: Executor, candidateId: string) {
  const result = await db.execute<{
    id: string;
    full_name: string;
    email: string;
    phone: string | null;
    profile_data: Record<string, unknown>;
    language: string | null;
    user_id: string | null;
  }>(sql`
    SELECT r.id, r.full_name, r.email, r.phone, r.profile_data, r.language, r.user_id
    FROM candidate_records r JOIN candidates c ON c.record_id = r.id WHERE c.id = ${candidateId}`);
  return result.rows[0] ?? null;
}
