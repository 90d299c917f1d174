import type { TCandidateSource } from '@app/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { Database, Executor } from '../../db/client';
import { assessments, candidateRecords, candidates, testLibrary } from '../../db/schema';
import type { Admitted } from './intake.types';
import { reapplicationBlock } from './reapplication';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An earlier application that stops a new one: where it is, and from when a new one would be admitted. */
export type Blocking = { assessmentId: string | null; reapplyFrom: Date | null };

/** Nothing more happens in the application (decision 034): submitted, decided, past its deadline, erased. */
const finishedApplication = sql<boolean>`(${candidates.testStatus} IN ('completed', 'submitted')
  OR ${candidates.stage} IN ('rejected', 'hired') OR ${candidates.erasedAt} IS NOT NULL
  OR ${candidates.deadlineAt} < now())`;

/** ~7,000 bind parameters per statement: far below PostgreSQL's 65,535, few round trips for 50,000 rows. */
const INSERT_CHUNK_ROWS = 1_000;

export const intakeRepository = {
  /** The active tests among `ids` a company may choose: the library's and its own (none of another's). */
  activeTests(db: Database, ids: string[], companyId: string | null) {
    return db
      .select({
        id: testLibrary.id,
        name: testLibrary.name,
        category: testLibrary.category,
        subCategory: testLibrary.subCategory,
        durationMinutes: testLibrary.durationMinutes,
        questionCount: testLibrary.questionCount,
      })
      .from(testLibrary)
      .where(
        and(
          inArray(testLibrary.id, ids),
          eq(testLibrary.isActive, true),
          companyId === null
            ? isNull(testLibrary.companyId)
            : or(isNull(testLibrary.companyId), eq(testLibrary.companyId, companyId)),
        ),
      );
  },

  /** The assessment and its candidates, with multi-row inserts, inside the caller's transaction. */
  async insertAssessmentWithCandidates(
    tx: Tx,
    input: {
      assessment: typeof assessments.$inferInsert;
      candidates: Admitted[];
      source: TCandidateSource;
    },
  ): Promise<{ assessmentId: string; idByEmail: Map<string, string> }> {
    const [assessment] = await tx
      .insert(assessments)
      .values(input.assessment)
      .returning({ id: assessments.id });
    if (!assessment) throw new Error('assessment insert returned no row');
    const idByEmail = await intakeRepository.insertCandidates(tx, {
      companyId: input.assessment.companyId,
      assessmentId: assessment.id,
      candidates: input.candidates,
      source: input.source,
    });
    return { assessmentId: assessment.id, idByEmail };
  },

  /**
   * Applications to one assessment, with multi-row inserts, each the person's next attempt at it (decision
   * 034). One inserted concurrently with the same attempt is left out of the returned map, not an error;
   * the caller has left out those its rules skip (blockingApplications).
   */
  async insertCandidates(
    tx: Tx,
    input: { companyId: string; assessmentId: string; candidates: Admitted[]; source: TCandidateSource },
  ): Promise<Map<string, string>> {
    const idByEmail = new Map<string, string>();
    for (let start = 0; start < input.candidates.length; start += INSERT_CHUNK_ROWS) {
      const chunk = input.candidates.slice(start, start + INSERT_CHUNK_ROWS);
      const column = (pick: (candidate: Admitted) => string | null) => sql.param(chunk.map(pick));
      // Arrays unnested by PostgreSQL: Drizzle's multi-row VALUES of nine columns cost an upload of
      // 10,000 rows about 1.5 s of CPU to build (bench/, provisioning).
      // Each application comes with the company's record of the person (decision 032), made in the same
      // statement. A record that exists is reused as it is: the person's name, phone, language and profile
      // are the record's (a later file does not rename them); position and level are the opening's. The
      // record's account is linked by the invitation step, which takes an application without one as its work.
      const inserted = await tx.execute<{ id: string; email: string }>(sql`
        WITH v AS (
          SELECT * FROM unnest(${column((c) => c.fullName)}::text[], ${column((c) => c.email)}::text[],
                      ${column((c) => c.phone)}::text[], ${column((c) => c.position)}::text[],
                      ${column((c) => c.experienceLevel)}::text[], ${column((c) => c.language)}::text[])
            AS v(full_name, email, phone, position, experience_level, language)
        ), records AS (
          INSERT INTO ${candidateRecords}
            (company_id, full_name, email, phone, position, experience_level, language)
          SELECT DISTINCT ON (v.email) ${input.companyId}::uuid, v.* FROM v
          ON CONFLICT (company_id, email) DO UPDATE SET email = EXCLUDED.email
          RETURNING id, email, full_name, phone, language, profile_data
        )
        INSERT INTO ${candidates}
          (company_id, assessment_id, email, position, experience_level, source,
           record_id, full_name, phone, language, profile_data, attempt)
        SELECT ${input.companyId}::uuid, ${input.assessmentId}::uuid, v.email, v.position, v.experience_level,
               ${input.source}, records.id, records.full_name, records.phone, records.language,
               records.profile_data,
               coalesce((SELECT max(p.attempt) FROM ${candidates} p
                         WHERE p.assessment_id = ${input.assessmentId}::uuid AND p.record_id = records.id), 0) + 1
        FROM v JOIN records USING (email)
        ON CONFLICT (assessment_id, record_id, attempt) DO NOTHING
        RETURNING id, email`);
      for (const { id, email } of inserted.rows) idByEmail.set(email, id);
    }
    return idByEmail;
  },

  /**
   * The company's assessment, its row shared-locked until the transaction ends: its status, window and
   * test configuration cannot change while candidates are added to it. Null for another company's.
   */
  async lockAssessment(tx: Tx, companyId: string, assessmentId: string) {
    const [row] = await tx
      .select({
        id: assessments.id,
        status: assessments.status,
        opensAt: assessments.opensAt,
        closesAt: assessments.closesAt,
        timeZone: assessments.timeZone,
        inviteLinkEnabled: assessments.inviteLinkEnabled,
        inviteLinkCap: assessments.inviteLinkCap,
        reapplyAfterMonths: assessments.reapplyAfterMonths,
      })
      .from(assessments)
      .where(and(eq(assessments.companyId, companyId), eq(assessments.id, assessmentId)))
      .for('share');
    return row ?? null;
  },

  /**
   * lockAssessment's columns without the lock, with its tests and language: for a read that decides
   * nothing (the CSV check).
   */
  async findAssessment(db: Executor, companyId: string, assessmentId: string) {
    const [row] = await db
      .select({
        id: assessments.id,
        status: assessments.status,
        opensAt: assessments.opensAt,
        closesAt: assessments.closesAt,
        timeZone: assessments.timeZone,
        selectedTests: assessments.selectedTests,
        language: assessments.language,
        reapplyAfterMonths: assessments.reapplyAfterMonths,
      })
      .from(assessments)
      .where(and(eq(assessments.companyId, companyId), eq(assessments.id, assessmentId)));
    return row ?? null;
  },

  /**
   * The company's applications of these (lower-case) emails with their opening, oldest first: what the
   * CSV check decides and notes a row by.
   */
  applicationsOf(db: Executor, companyId: string, emails: string[]) {
    if (emails.length === 0) return Promise.resolve([]);
    return db
      .select({
        email: candidates.email,
        assessmentId: assessments.id,
        name: assessments.name,
        createdAt: candidates.createdAt,
        finished: finishedApplication,
      })
      .from(candidates)
      .innerJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(and(eq(candidates.companyId, companyId), anyOf(candidates.email, emails, 'text')))
      .orderBy(candidates.createdAt, candidates.attempt);
  },

  /**
   * Which of these (lower-case) emails already hold an application that stops a new one, and why: one to
   * `assessmentId` under the opening's re-application rule (decision 034: with none, a person applies once
   * per opening), or with `anywhere`, one to any assessment of the company (the public API v1's documented
   * rule).
   */
  async blockingApplications(
    tx: Executor,
    companyId: string,
    emails: string[],
    within: { assessmentId: string | null; anywhere: boolean; reapplyAfterMonths?: number | null },
    now = new Date(),
  ): Promise<Map<string, Blocking>> {
    if (emails.length === 0 || (!within.anywhere && within.assessmentId === null)) return new Map();
    const rows = await tx
      .select({
        email: candidates.email,
        assessmentId: candidates.assessmentId,
        createdAt: candidates.createdAt,
        finished: finishedApplication,
      })
      .from(candidates)
      .where(
        and(
          eq(candidates.companyId, companyId),
          within.anywhere || within.assessmentId === null
            ? undefined
            : eq(candidates.assessmentId, within.assessmentId),
          anyOf(candidates.email, emails, 'text'),
        ),
      )
      .orderBy(candidates.email, candidates.attempt);
    const latest = new Map<string, (typeof rows)[number]>();
    // With several, the one in the assessment the rows go into decides, and of those the latest attempt.
    for (const row of rows) {
      const found = latest.get(row.email);
      if (!found || row.assessmentId === within.assessmentId || found.assessmentId !== within.assessmentId)
        latest.set(row.email, row);
    }
    const blocking = new Map<string, Blocking>();
    for (const [email, row] of latest) {
      if (within.anywhere || row.assessmentId !== within.assessmentId) {
        blocking.set(email, { assessmentId: row.assessmentId, reapplyFrom: null });
        continue;
      }
      const block = reapplicationBlock(row, within.reapplyAfterMonths ?? null, now);
      if (block !== null)
        blocking.set(email, {
          assessmentId: row.assessmentId,
          reapplyFrom: block instanceof Date ? block : null,
        });
    }
    return blocking;
  },
};
