import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ApplicationScope, applicationOrder, ownApplication } from '../../db/own-application';
import {
  accommodationRequests,
  assessments,
  candidates,
  companies,
  profiles,
  roles,
  user,
} from '../../db/schema';

const ownColumns = {
  id: accommodationRequests.id,
  kind: accommodationRequests.kind,
  reason: accommodationRequests.reason,
  status: accommodationRequests.status,
  extraTimeMultiplier: accommodationRequests.extraTimeMultiplier,
  response: accommodationRequests.response,
  createdAt: accommodationRequests.createdAt,
  decidedAt: accommodationRequests.decidedAt,
};

export type OwnRequestRow = Pick<typeof accommodationRequests.$inferSelect, keyof typeof ownColumns>;

/** Who a candidate email goes to, and how the company signs it (its white-label). */
const mailColumns = {
  candidateId: candidates.id,
  companyId: candidates.companyId,
  fullName: candidates.fullName,
  email: candidates.email,
  companyName: companies.name,
  plan: companies.plan,
  displayName: companies.displayName,
  brandColor: companies.brandColor,
  logoMime: companies.logoMime,
  brandingUpdatedAt: companies.brandingUpdatedAt,
  assessmentName: assessments.name,
  // The candidate's answer is written in their language (issue 23).
  candidateLanguage: candidates.language,
  assessmentLanguage: assessments.language,
};

export const accommodationsRepository = {
  async candidateInScope(db: Executor, scope: ApplicationScope) {
    const [row] = await db
      .select(mailColumns)
      .from(candidates)
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(ownApplication(scope))
      .orderBy(...applicationOrder(scope))
      .limit(1);
    return row ?? null;
  },

  async insert(db: Executor, row: { companyId: string; candidateId: string; kind: string; reason: string }) {
    const [inserted] = await db.insert(accommodationRequests).values(row).returning(ownColumns);
    if (!inserted) throw new Error('accommodation request insert returned no row');
    return inserted;
  },

  /**
   * The requests of the user's application in scope, newest first, in one round trip; null when the user
   * has no such application.
   */
  async ownRequestsInScope(db: Executor, scope: ApplicationScope): Promise<OwnRequestRow[] | null> {
    const own = db
      .select({ id: candidates.id })
      .from(candidates)
      .where(ownApplication(scope))
      .orderBy(...applicationOrder(scope))
      .limit(1)
      .as('own');
    const rows = await db
      .select({ candidateId: own.id, request: ownColumns })
      .from(own)
      .leftJoin(accommodationRequests, eq(accommodationRequests.candidateId, own.id))
      .orderBy(desc(accommodationRequests.createdAt));
    if (rows.length === 0) return null;
    return rows.flatMap((row) => (row.request ? [row.request] : []));
  },

  /** The company's requests, oldest open first (the order to answer them in), then the decided, newest first. */
  list(db: Executor, companyId: string, status?: string) {
    return db
      .select({
        ...ownColumns,
        candidateId: candidates.id,
        candidateName: candidates.fullName,
        candidateEmail: candidates.email,
        assessmentName: assessments.name,
        currentExtraTimeMultiplier: candidates.extraTimeMultiplier,
        decidedByName: user.name,
      })
      .from(accommodationRequests)
      .innerJoin(candidates, eq(candidates.id, accommodationRequests.candidateId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .leftJoin(user, eq(user.id, accommodationRequests.decidedBy))
      .where(
        and(
          eq(accommodationRequests.companyId, companyId),
          status ? eq(accommodationRequests.status, status) : undefined,
        ),
      )
      .orderBy(
        sql`${accommodationRequests.status} = 'open' desc`,
        sql`case when ${accommodationRequests.status} = 'open' then ${accommodationRequests.createdAt} end asc`,
        desc(accommodationRequests.createdAt),
      )
      .limit(500);
  },

  async openCount(db: Executor, companyId: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(accommodationRequests)
      .where(and(eq(accommodationRequests.companyId, companyId), eq(accommodationRequests.status, 'open')));
    return row?.n ?? 0;
  },

  /** A request of the company, with its candidate's mail details; another company's is not found. */
  async ofCompany(db: Executor, companyId: string, id: string) {
    const [row] = await db
      .select({
        id: accommodationRequests.id,
        kind: accommodationRequests.kind,
        status: accommodationRequests.status,
        ...mailColumns,
      })
      .from(accommodationRequests)
      .innerJoin(candidates, eq(candidates.id, accommodationRequests.candidateId))
      .innerJoin(companies, eq(companies.id, candidates.companyId))
      .leftJoin(assessments, eq(assessments.id, candidates.assessmentId))
      .where(and(eq(accommodationRequests.id, id), eq(accommodationRequests.companyId, companyId)));
    return row ?? null;
  },

  /** Decides an open request; null when it was decided meanwhile (another admin was quicker). */
  async decide(
    db: Executor,
    id: string,
    values: {
      status: 'granted' | 'answered';
      extraTimeMultiplier: number | null;
      response: string | null;
      decidedBy: string;
    },
  ) {
    const [row] = await db
      .update(accommodationRequests)
      .set({ ...values, decidedAt: sql`now()` })
      .where(and(eq(accommodationRequests.id, id), eq(accommodationRequests.status, 'open')))
      .returning({ id: accommodationRequests.id });
    return row ?? null;
  },

  async one(db: Executor, id: string) {
    const [row] = await db
      .select(ownColumns)
      .from(accommodationRequests)
      .where(eq(accommodationRequests.id, id));
    return row ?? null;
  },

  adminEmails(db: Executor, companyId: string) {
    return db
      .select({ email: user.email, name: user.name })
      .from(profiles)
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .innerJoin(user, eq(user.id, profiles.id))
      .where(and(eq(profiles.companyId, companyId), eq(roles.name, 'admin')));
  },
};
