import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  assessments,
  candidateForms,
  candidates,
  evaluations,
  profiles,
  roles,
  submissions,
  user,
  type WebhookAttemptRecord,
  type WebhookDeliveryStatus,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';

/** Deliveries that exhausted their retries, in a row, before an endpoint is disabled (decision 008). */
export const DISABLE_AFTER_FAILED_DELIVERIES = 3;

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  consecutiveFailures: webhookEndpoints.consecutiveFailures,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

export type EndpointRow = Awaited<ReturnType<typeof webhooksRepository.listEndpoints>>[number];
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = Pick<
  typeof webhookDeliveries.$inferInsert,
  'endpointId' | 'eventId' | 'eventType' | 'payload'
>;

export const webhooksRepository = {
  /** The company's endpoints, oldest first, each with its latest delivery (one lateral join). */
  async listEndpoints(db: Executor, companyId: string, id?: string) {
    const last = db
      .select({
        status: webhookDeliveries.status,
        lastStatusCode: webhookDeliveries.lastStatusCode,
        eventType: webhookDeliveries.eventType,
        updatedAt: webhookDeliveries.updatedAt,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhookEndpoints.id))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(1)
      .as('last');
    return db
      .select({
        ...endpointColumns,
        lastStatus: last.status,
        lastStatusCode: last.lastStatusCode,
        lastEventType: last.eventType,
        lastAt: last.updatedAt,
      })
      .from(webhookEndpoints)
      .leftJoinLateral(last, sql`true`)
      .where(and(eq(webhookEndpoints.companyId, companyId), id ? eq(webhookEndpoints.id, id) : undefined))
      .orderBy(webhookEndpoints.createdAt);
  },

  async insertEndpoint(db: Executor, values: typeof webhookEndpoints.$inferInsert) {
    const [row] = await db.insert(webhookEndpoints).values(values).returning({ id: webhookEndpoints.id });
    if (!row) throw new Error('webhook endpoint insert returned no row');
    return row.id;
  },

  async updateEndpoint(
    db: Executor,
    companyId: string,
    id: string,
    values: Partial<typeof webhookEndpoints.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(webhookEndpoints)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },

  async deleteEndpoint(db: Executor, companyId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },

  async secret(db: Executor, companyId: string, id: string): Promise<string | null> {
    const [row] = await db
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.id, id)));
    return row?.secret ?? null;
  },

  /** The company's enabled endpoints subscribed to an event type. */
  async subscribed(db: Executor, companyId: string, eventType: string) {
    return db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.companyId, companyId),
          eq(webhookEndpoints.enabled, true),
          sql`${eventType} = ANY(${webhookEndpoints.events})`,
        ),
      );
  },

  /** One statement for all; an event already delivered to an endpoint (same event id) is skipped. */
  async insertDeliveries(db: Executor, rows: NewDelivery[]): Promise<string[]> {
    if (rows.length === 0) return [];
    const inserted = await db
      .insert(webhookDeliveries)
      .values(rows)
      .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
      .returning({ id: webhookDeliveries.id });
    return inserted.map((row) => row.id);
  },

  /** A delivery with what its attempt needs from the endpoint. */
  async deliveryWithEndpoint(db: Executor, deliveryId: string) {
    const [row] = await db
      .select({
        delivery: webhookDeliveries,
        endpoint: {
          id: webhookEndpoints.id,
          companyId: webhookEndpoints.companyId,
          url: webhookEndpoints.url,
          secret: webhookEndpoints.secret,
          enabled: webhookEndpoints.enabled,
        },
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    return row ?? null;
  },

  async recordAttempt(
    db: Executor,
    id: string,
    attempt: WebhookAttemptRecord,
    next: { status: WebhookDeliveryStatus; nextAttemptAt: Date | null },
  ) {
    const [row] = await db
      .update(webhookDeliveries)
      .set({
        attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
        status: next.status,
        lastStatusCode: attempt.statusCode,
        lastResponseTimeMs: attempt.responseTimeMs,
        lastError: attempt.error,
        attempts: sql`${webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`,
        nextAttemptAt: next.nextAttemptAt,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookDeliveries.id, id))
      .returning();
    if (!row) throw new Error(`webhook delivery ${id} not found`);
    return row;
  },

  async resetFailures(db: Executor, endpointId: string) {
    await db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0 })
      .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.consecutiveFailures} > 0`));
  },

  /**
   * Counts a delivery that exhausted its retries; the one that reaches the limit disables the endpoint.
   * Answers the endpoint only when this call disabled it, so its admins are told once.
   */
  async countFailure(db: Database, endpointId: string, reason: string) {
    return db.transaction(async (tx) => {
      // Locked, so of two deliveries failing at once only one sees the endpoint cross the limit.
      const [before] = await tx
        .select({ enabled: webhookEndpoints.enabled, failures: webhookEndpoints.consecutiveFailures })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpointId))
        .for('update');
      if (!before) return null;
      const failures = before.failures + 1;
      const disables = before.enabled && failures >= DISABLE_AFTER_FAILED_DELIVERIES;
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          consecutiveFailures: failures,
          ...(disables ? { enabled: false, disabledReason: reason } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({
          companyId: webhookEndpoints.companyId,
          url: webhookEndpoints.url,
          disabledReason: webhookEndpoints.disabledReason,
        });
      return disables && row ? row : null;
    });
  },

  async adminEmails(db: Executor, companyId: string) {
    return db
      .select({ email: user.email, name: user.name })
      .from(profiles)
      .innerJoin(roles, eq(roles.id, profiles.roleId))
      .innerJoin(user, eq(user.id, profiles.id))
      .where(and(eq(profiles.companyId, companyId), eq(roles.name, 'admin')));
  },

  async markWebhookSent(db: Executor, submissionId: string) {
    await db.update(submissions).set({ webhookSent: true }).where(eq(submissions.id, submissionId));
  },

  async listDeliveries(db: Executor, endpointId: string, page: number, pageSize: number) {
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async findDelivery(db: Executor, endpointId: string, deliveryId: string) {
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)));
    return row ?? null;
  },

  /** Pending again with a fresh count of attempts; the earlier attempts stay in `attempts`. */
  async reopenDelivery(db: Executor, deliveryId: string) {
    const [row] = await db
      .update(webhookDeliveries)
      .set({ status: 'pending', attemptCount: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, deliveryId))
      .returning();
    if (!row) throw new Error(`webhook delivery ${deliveryId} not found`);
    return row;
  },

  // What the events say: read in bulk by id, never an answer key, password or token.

  /** The company's candidates of these ids, in the order of `ids` (an upload's row order). */
  async candidatesOf(db: Executor, companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: candidates.id,
        fullName: candidates.fullName,
        email: candidates.email,
        position: candidates.position,
        experienceLevel: candidates.experienceLevel,
        status: candidates.testStatus,
        assessmentId: candidates.assessmentId,
      })
      .from(candidates)
      .where(and(eq(candidates.companyId, companyId), inArray(candidates.id, ids)));
    const position = new Map(ids.map((id, index) => [id, index]));
    return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  },

  /** Of these candidates, those whose personal questions exist. */
  async withForms(db: Executor, ids: string[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: candidateForms.candidateId })
      .from(candidateForms)
      .where(inArray(candidateForms.candidateId, ids));
    return rows.map((row) => row.id);
  },

  async assessmentCompany(db: Executor, assessmentId: string): Promise<string | null> {
    const [row] = await db
      .select({ companyId: assessments.companyId })
      .from(assessments)
      .where(eq(assessments.id, assessmentId));
    return row?.companyId ?? null;
  },

  async submission(db: Executor, submissionId: string) {
    const [row] = await db
      .select({
        id: submissions.id,
        candidateId: submissions.candidateId,
        submissionNumber: submissions.submissionNumber,
        submittedAt: submissions.submittedAt,
        companyId: candidates.companyId,
      })
      .from(submissions)
      .innerJoin(candidates, eq(candidates.id, submissions.candidateId))
      .where(eq(submissions.id, submissionId));
    return row ?? null;
  },

  async evaluation(db: Executor, evaluationId: string) {
    const [row] = await db
      .select({
        id: evaluations.id,
        candidateId: evaluations.candidateId,
        submissionId: evaluations.submissionId,
        status: evaluations.evaluationStatus,
        totalScore: evaluations.totalScore,
        sectionScores: evaluations.sectionScores,
        scoringVersion: evaluations.scoringVersion,
        updatedAt: evaluations.updatedAt,
        companyId: candidates.companyId,
      })
      .from(evaluations)
      .innerJoin(candidates, eq(candidates.id, evaluations.candidateId))
      .where(eq(evaluations.id, evaluationId));
    return row ?? null;
  },
};
