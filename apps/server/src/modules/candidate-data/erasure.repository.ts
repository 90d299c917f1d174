import { ERASED_CANDIDATE_NAME } from '@app/contracts';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  accommodationRequests,
  aiCalls,
  answers,
  auditLog,
  candidateRecords,
  candidates,
  evaluations,
  inviteLinkRegistrations,
  mailSends,
  noticeAcknowledgements,
  outbox,
  rateLimit,
  scoreOverrides,
  session,
  submissions,
  user,
  verification,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { mailBudgetKeysOf } from '../../mail/mail-budget';
import { containsPattern, type ErasedPerson, scrubJson, scrubText } from './person-scrub';

/** What replaces free text the person wrote or that was written about them. */
export const ERASED_TEXT = '[erased]';

export type ErasureTarget = ErasedPerson & {
  companyId: string;
  userId: string | null;
  /** When the person asked to be erased: the erasure then fulfils their request, and the log says so. */
  erasureRequestedAt: Date | null;
};

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** The people's applications that an erasure leaves (`keptElsewhere`), and the addresses they keep. */
export type KeptElsewhere = { applicationIds: string[]; addresses: Set<string> };

/**
 * The statements of an erasure, each for every target at once (bulk: the retention job erases many).
 * Run inside one transaction (erasure.service.ts).
 */
export const erasureRepository = {
  /**
   * The not yet erased candidates of these ids and the person's other applications to the company (their
   * record's), locked; `companyId` narrows them to one company.
   */
  async lockTargets(tx: Executor, ids: string[], companyId?: string): Promise<ErasureTarget[]> {
    if (ids.length === 0) return [];
    const records = tx
      .select({ recordId: candidates.recordId })
      .from(candidates)
      .where(and(inArray(candidates.id, ids), isNotNull(candidates.recordId)));
    return tx
      .select({
        id: candidates.id,
        companyId: candidates.companyId,
        fullName: candidates.fullName,
        email: candidates.email,
        phone: candidates.phone,
        userId: candidates.userId,
        erasureRequestedAt: candidates.erasureRequestedAt,
      })
      .from(candidates)
      .where(
        and(
          or(inArray(candidates.id, ids), inArray(candidates.recordId, records)),
          isNull(candidates.erasedAt),
          companyId ? eq(candidates.companyId, companyId) : undefined,
        ),
      )
      .for('update');
  },

  /**
   * What the erasure leaves of the people's applications elsewhere (another company's, or not among these):
   * their ids, and the addresses they keep (whose account, sign-in mail and counters are still theirs).
   * A company erases what it holds; the person's other companies keep theirs (issue 35 item 6).
   */
  async keptElsewhere(tx: Executor, targets: ErasureTarget[]): Promise<KeptElsewhere> {
    const ids = targets.map((t) => t.id);
    const userIds = targets.flatMap((t) => (t.userId ? [t.userId] : []));
    const rows = await tx.execute<{ id: string; email: string }>(sql`
      SELECT c.id, lower(c.email) AS email FROM ${candidates} c
      WHERE c.erased_at IS NULL AND NOT (c.id::text = ANY(${textArray(ids)}))
        AND (c.user_id = ANY(${textArray(userIds)}) OR lower(c.email) = ANY(${textArray(targets.map((t) => t.email.toLowerCase()))}))`);
    return {
      applicationIds: rows.rows.map((r) => r.id),
      addresses: new Set(rows.rows.map((r) => r.email)),
    };
  },

  /** Open-ended answers' text, in the answers and in the evaluation's copy; grading notes and evidence. */
  async eraseAnswerText(tx: Executor, ids: string[]) {
    await tx.execute(sql`
      UPDATE ${answers} SET answer_data = jsonb_set(answer_data, '{value}', to_jsonb(${ERASED_TEXT}::text))
      WHERE candidate_id IN ${ids} AND jsonb_typeof(answer_data->'value') = 'string'`);
    await tx.execute(sql`
      UPDATE ${evaluations} e SET evaluation_data = jsonb_set(e.evaluation_data, '{questions}', coalesce((
        SELECT jsonb_agg(
          CASE WHEN jsonb_typeof(q->'answer') = 'string' THEN q || jsonb_build_object('answer', ${ERASED_TEXT}::text) ELSE q END
          || CASE WHEN q ? 'grade'
               THEN jsonb_build_object('grade', ((q->'grade') - 'details') || jsonb_build_object('note', ${ERASED_TEXT}::text))
               ELSE '{}'::jsonb END
          ORDER BY ord)
        FROM jsonb_array_elements(e.evaluation_data->'questions') WITH ORDINALITY AS x(q, ord)), '[]'::jsonb)),
        error = NULL
      WHERE e.candidate_id IN ${ids} AND jsonb_typeof(e.evaluation_data->'questions') = 'array'`);
    await tx.execute(sql`
      UPDATE ${scoreOverrides} SET reason = ${ERASED_TEXT}
      WHERE evaluation_id IN (SELECT id FROM ${evaluations} WHERE candidate_id IN ${ids})`);
    // The profile the candidate submitted, as the submission kept it (and as their browser sent it).
    await tx.execute(sql`
      UPDATE ${submissions} SET submission_data = jsonb_set(
        submission_data || '{"profile_data": {}}'::jsonb,
        '{client_submission_data}',
        CASE WHEN jsonb_typeof(submission_data->'client_submission_data') = 'object'
             THEN (submission_data->'client_submission_data') || '{"profile_data": {}}'::jsonb
             ELSE coalesce(submission_data->'client_submission_data', 'null'::jsonb) END)
      WHERE candidate_id IN ${ids}`);
  },

  /** Requests' reasons and answers; AI calls (their outputs quote the answers); notices keep version and time. */
  async eraseRelatedText(tx: Executor, targets: ErasureTarget[]) {
    const ids = targets.map((t) => t.id);
    await tx.execute(sql`
      UPDATE ${accommodationRequests}
      SET reason = ${ERASED_TEXT}, response = CASE WHEN response IS NULL THEN NULL ELSE ${ERASED_TEXT} END
      WHERE candidate_id IN ${ids}`);
    await tx.delete(aiCalls).where(inArray(aiCalls.candidateId, ids));
    const notices = await tx
      .select({ id: noticeAcknowledgements.id, notice: noticeAcknowledgements.notice })
      .from(noticeAcknowledgements)
      .where(inArray(noticeAcknowledgements.candidateId, ids));
    if (notices.length === 0) return;
    // The notice is the company's text, but it may greet the person: scrubbed of them, version and time kept.
    const values = notices.map((n) => ({ id: n.id, notice: JSON.stringify(scrubJson(n.notice, targets)) }));
    await tx.execute(sql`
      UPDATE ${noticeAcknowledgements} n SET notice = v.notice::jsonb
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS v(id uuid, notice text)
      WHERE n.id = v.id`);
  },

  /** Webhook deliveries that named them: the payload (and any error text) keep the event, not the person. */
  async scrubWebhookDeliveries(tx: Executor, targets: ErasureTarget[]) {
    const companyIds = [...new Set(targets.map((t) => t.companyId))];
    const patterns = targets.flatMap((t) => [containsPattern(t.id), containsPattern(t.email)]);
    const rows = await tx
      .select({
        id: webhookDeliveries.id,
        payload: webhookDeliveries.payload,
        attempts: webhookDeliveries.attempts,
        lastError: webhookDeliveries.lastError,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          inArray(webhookEndpoints.companyId, companyIds),
          sql`${webhookDeliveries.payload}::text ILIKE ANY(${textArray(patterns)})`,
        ),
      );
    if (rows.length === 0) return;
    const scrubbed = rows.map((r) => ({
      id: r.id,
      payload: JSON.stringify(scrubJson(r.payload, targets)),
      attempts: JSON.stringify(scrubJson(r.attempts, targets)),
      lastError: r.lastError === null ? null : scrubText(r.lastError, targets),
    }));
    await tx.execute(sql`
      UPDATE ${webhookDeliveries} d
      SET payload = s.payload::jsonb, attempts = s.attempts::jsonb, last_error = s.last_error
      FROM jsonb_to_recordset(${JSON.stringify(scrubbed.map((s) => ({ id: s.id, payload: s.payload, attempts: s.attempts, last_error: s.lastError })))}::jsonb)
        AS s(id uuid, payload text, attempts text, last_error text)
      WHERE d.id = s.id`);
  },

  /**
   * Mail: the outbox (the mail bodies where no SMTP server is configured) and pg-boss's queued and
   * completed mail jobs. Messages to them go; messages to others that name them are rewritten. What is
   * about an application kept elsewhere stays, and so does mail to a kept address about no application
   * (their sign-in codes); the budgets go for the erasing company only.
   */
  async eraseMail(tx: Executor, targets: ErasureTarget[], kept: KeptElsewhere) {
    const emails = targets.map((t) => t.email.toLowerCase());
    const keptAddresses = [...kept.addresses];
    const patterns = targets.flatMap((t) =>
      t.fullName.trim().length >= 3
        ? [containsPattern(t.email), containsPattern(t.fullName.trim())]
        : [containsPattern(t.email)],
    );
    await tx.execute(sql`
      DELETE FROM ${mailSends}
      WHERE (recipient_hash, company_id::text) IN (
              SELECT * FROM unnest(${textArray(mailBudgetKeysOf(emails))}, ${textArray(targets.map((t) => t.companyId))}))
         OR about = ANY(${textArray(targets.map((t) => t.id))})`);
    await tx.execute(sql`
      DELETE FROM ${outbox}
      WHERE NOT (coalesce(candidate_id::text = ANY(${textArray(kept.applicationIds)}), false)
                 OR (candidate_id IS NULL AND lower("to") = ANY(${textArray(keptAddresses)})))
        AND (candidate_id::text = ANY(${textArray(targets.map((t) => t.id))})
          OR lower("to") = ANY(${textArray(emails)})
          OR subject ILIKE ANY(${textArray(patterns)}) OR text ILIKE ANY(${textArray(patterns)})
          OR html ILIKE ANY(${textArray(patterns)}))`);
    const jobs = await tx.execute<{ name: string; id: string; data: unknown }>(sql`
      SELECT name, id::text AS id, data FROM pgboss.job WHERE data::text ILIKE ANY(${textArray(patterns)})`);
    const about = (data: unknown) => (data as { candidateId?: unknown })?.candidateId;
    const keptJob = (data: unknown) => {
      const candidateId = about(data);
      if (typeof candidateId === 'string') return kept.applicationIds.includes(candidateId);
      const to = (data as { to?: unknown })?.to;
      return typeof to === 'string' && kept.addresses.has(to.toLowerCase());
    };
    const toThem = (data: unknown) =>
      typeof (data as { to?: unknown })?.to === 'string' &&
      emails.includes((data as { to: string }).to.toLowerCase());
    const erasable = jobs.rows.filter((j) => !keptJob(j.data));
    const remove = erasable.filter((j) => toThem(j.data));
    const rewrite = erasable.filter((j) => !toThem(j.data));
    if (remove.length > 0) {
      await tx.execute(sql`
        DELETE FROM pgboss.job j USING jsonb_to_recordset(${JSON.stringify(remove.map((j) => ({ name: j.name, id: j.id })))}::jsonb)
          AS r(name text, id uuid)
        WHERE j.name = r.name AND j.id = r.id`);
    }
    if (rewrite.length > 0) {
      const rows = rewrite.map((j) => ({
        name: j.name,
        id: j.id,
        data: JSON.stringify(scrubJson(j.data, targets)),
      }));
      await tx.execute(sql`
        UPDATE pgboss.job j SET data = r.data::jsonb
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(name text, id uuid, data text)
        WHERE j.name = r.name AND j.id = r.id`);
    }
  },

  /**
   * The sign-in account (sessions, accounts and profile go with the user), links and counters of their
   * email; an address kept elsewhere keeps its account and sign-in rows, and another company's join-link
   * registrations of it stay.
   */
  async eraseAccounts(tx: Executor, targets: ErasureTarget[], kept: KeptElsewhere) {
    const ids = targets.map((t) => t.id);
    const emails = targets.map((t) => t.email.toLowerCase());
    const userIds = targets.flatMap((t) => (t.userId ? [t.userId] : []));
    const gone = targets.filter((t) => !kept.addresses.has(t.email.toLowerCase()));
    const patterns = gone.map((t) => containsPattern(t.email.toLowerCase()));
    const goneUserIds = gone.flatMap((t) => (t.userId ? [t.userId] : []));
    // Sessions its links opened end with the application (decision 033).
    await tx.execute(sql`DELETE FROM ${session} WHERE application_id IN ${ids}`);
    if (userIds.length > 0) {
      // A user who is also a (not erased) candidate of another company keeps that account.
      await tx.execute(sql`
        DELETE FROM ${user} u WHERE u.id = ANY(${textArray(userIds)})
          AND NOT EXISTS (SELECT 1 FROM ${candidates} c WHERE c.user_id = u.id AND NOT (c.id IN ${ids}))`);
    }
    await tx.execute(sql`
      DELETE FROM ${verification}
      WHERE identifier ILIKE ANY(${textArray(patterns)}) OR value ILIKE ANY(${textArray(patterns)})
         OR value = ANY(${textArray(goneUserIds)})`);
    await tx.execute(sql`DELETE FROM ${rateLimit} WHERE key ILIKE ANY(${textArray(patterns)})`);
    await tx.execute(sql`
      DELETE FROM ${inviteLinkRegistrations} r
      WHERE r.candidate_id IN ${ids}
         OR (lower(r.email), r.company_id::text) IN (
              SELECT * FROM unnest(${textArray(emails)}, ${textArray(targets.map((t) => t.companyId))}))`);
  },

  /** The candidate row keeps its numbers (scores live elsewhere), stage, times and assessment. */
  async anonymiseCandidates(tx: Executor, ids: string[], now: Date) {
    await tx.execute(sql`
      UPDATE ${candidates} SET
        full_name = ${ERASED_CANDIDATE_NAME},
        email = 'erased-' || id::text || '@erased.invalid',
        phone = NULL,
        profile_data = '{}'::jsonb,
        lock_reason = CASE WHEN locked_by = 'system' THEN lock_reason ELSE NULL END,
        pipeline_error = NULL,
        user_id = NULL,
        erased_at = ${now.toISOString()}::timestamptz
      WHERE id IN ${ids}`);
    // The company's record of the person goes with them: their other applications are erased with these.
    await tx.execute(sql`
      UPDATE ${candidateRecords} SET
        full_name = ${ERASED_CANDIDATE_NAME},
        email = 'erased-' || id::text || '@erased.invalid',
        phone = NULL,
        position = NULL,
        experience_level = NULL,
        profile_data = '{}'::jsonb,
        user_id = NULL,
        erased_at = ${now.toISOString()}::timestamptz
      WHERE id IN (SELECT record_id FROM ${candidates} WHERE id IN ${ids})`);
  },

  /** One audit entry per erased candidate, without their data. */
  async recordErasures(
    tx: Executor,
    targets: ErasureTarget[],
    actor: { kind: 'admin' | 'system'; userId: string | null; name: string | null; ip: string | null },
    by: 'admin' | 'request' | 'retention',
  ) {
    await tx.insert(auditLog).values(
      targets.map((t) => ({
        companyId: t.companyId,
        actorKind: actor.kind,
        actorUserId: actor.userId,
        actorName: actor.name,
        action: 'candidate.erased',
        objectType: 'candidate',
        objectId: t.id,
        ip: actor.ip,
        details: {
          by,
          ...(t.erasureRequestedAt ? { fulfilledRequestOf: t.erasureRequestedAt.toISOString() } : {}),
        },
      })),
    );
  },
};
