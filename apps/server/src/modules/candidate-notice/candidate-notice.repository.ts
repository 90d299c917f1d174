import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApplicationScope, applicationOrder, ownApplication } from '../../db/own-application';
import {
  assessments,
  candidates,
  companies,
  items,
  noticeAcknowledgements,
  questions,
  sections,
  testLibrary,
} from '../../db/schema';

export type Acknowledgement = { version: string; at: number };

export const candidateNoticeRepository = {
  /** The signed-in user's application in scope with what the notice is made of (its company and assessment). */
  async candidateInScope(db: Executor, scope: ApplicationScope) {
    const [row] = await db
      .select({
        id: candidates.id,
        companyId: candidates.companyId,
        assessmentId: candidates.assessmentId,
        extraTimeMultiplier: candidates.extraTimeMultiplier,
        companyName: companies.name,
        companyEmail: companies.email,
        plan: companies.plan,
        displayName: companies.displayName,
        brandColor: companies.brandColor,
        logoMime: companies.logoMime,
        brandingUpdatedAt: companies.brandingUpdatedAt,
        privacyContactEmail: companies.privacyContactEmail,
        privacyPolicyUrl: companies.privacyPolicyUrl,
        retentionMonths: companies.candidateRetentionMonths,
        assessmentName: assessments.name,
        testMode: assessments.testMode,
        // The notice is written in the candidate's language (issue 23).
        language: candidates.language,
        assessmentLanguage: assessments.language,
        // The versions acknowledged so far (a few), read in the same round trip; times in epoch ms.
        acknowledged: sql<Acknowledgement[]>`(
          select coalesce(json_agg(json_build_object(
            'version', ${noticeAcknowledgements.noticeVersion},
            'at', floor(extract(epoch from ${noticeAcknowledgements.acknowledgedAt}) * 1000))), '[]'::json)
          from ${noticeAcknowledgements} where ${noticeAcknowledgements.candidateId} = ${candidates.id})`,
      })
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(ownApplication(scope))
      .orderBy(...applicationOrder(scope))
      .limit(1);
    return row ?? null;
  },

  /**
   * The assessment's sections in order, each with its library description and whether the candidate's
   * own form holds an open-ended question there (graded by a model's suggestion a person confirms, or rated by a person), in one query.
   */
  sections(db: Executor, candidateId: string, assessmentId: string) {
    return db
      .select({
        name: sections.name,
        description: sql<string>`coalesce(nullif(btrim(${sections.description}), ''), ${testLibrary.description}, '')`,
        category: sections.category,
        timeLimitMinutes: sections.timeLimitMinutes,
        openEnded: sql<boolean>`exists (select 1 from ${questions} join ${items} on ${items.id} = ${questions.itemId} where ${questions.candidateId} = ${candidateId} and ${questions.sectionId} = ${sections.id} and ${items.type} = 'open_ended')`,
      })
      .from(sections)
      .leftJoin(testLibrary, eq(testLibrary.id, sections.testId))
      .where(eq(sections.assessmentId, assessmentId))
      .orderBy(asc(sections.displayOrder));
  },

  /** Every version the candidate acknowledged, with when (a few rows: one per notice read and confirmed). */
  async acknowledgements(db: Executor, candidateId: string): Promise<Acknowledgement[]> {
    const rows = await db
      .select({
        version: noticeAcknowledgements.noticeVersion,
        acknowledgedAt: noticeAcknowledgements.acknowledgedAt,
      })
      .from(noticeAcknowledgements)
      .where(eq(noticeAcknowledgements.candidateId, candidateId));
    return rows.map((row) => ({ version: row.version, at: row.acknowledgedAt.getTime() }));
  },

  /** Idempotent: a second acknowledgement of the same version keeps the first one's time. */
  async acknowledge(
    db: Executor,
    row: { companyId: string; candidateId: string; version: string; notice: Record<string, unknown> },
  ) {
    await db
      .insert(noticeAcknowledgements)
      .values({
        companyId: row.companyId,
        candidateId: row.candidateId,
        noticeVersion: row.version,
        notice: row.notice,
      })
      .onConflictDoNothing({
        target: [noticeAcknowledgements.candidateId, noticeAcknowledgements.noticeVersion],
      });
  },
};
