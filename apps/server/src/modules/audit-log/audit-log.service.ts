import {
  AUDIT_LOG_PAGE_SIZE,
  type TAuditActorKind,
  type TAuditLogEntry,
  type TAuditLogFilters,
  type TAuditLogPage,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../auth/guards';
import '../public-api/api-key-auth';
import { auditLogRepository as repo } from './audit-log.repository';

/** More rows than a spreadsheet opens comfortably: a larger export is narrowed with the filters. */
export const AUDIT_LOG_CSV_MAX_ROWS = 100_000;

export type AuditActorKind = TAuditActorKind;

/** Who acted: a company member (user id and name as they were then), an API key, or the system (jobs, CLI). */
export type AuditActor = {
  kind: AuditActorKind;
  userId?: string | null;
  name?: string | null;
  apiKeyId?: string | null;
};

/**
 * One entry: what was done, on which object, from which address. `details` holds counts, ids and setting
 * names, never personal data of the object (names, emails, free text): the log outlives an erasure.
 */
export type AuditEntry = {
  companyId: string;
  actor: AuditActor;
  action: string;
  objectType?: string;
  objectId?: string;
  ip?: string | null;
  details?: Record<string, unknown>;
};

export const auditLogService = {
  /** Appends one entry. Throws when the insert fails: an audited action must not pass unrecorded. */
  async record(db: Executor, entry: AuditEntry): Promise<void> {
    await repo.insert(db, {
      companyId: entry.companyId,
      actorKind: entry.actor.kind,
      actorUserId: entry.actor.userId ?? null,
      actorName: entry.actor.name ?? null,
      apiKeyId: entry.actor.apiKeyId ?? null,
      action: entry.action,
      objectType: entry.objectType ?? null,
      objectId: entry.objectId ?? null,
      ip: entry.ip ?? null,
      details: entry.details ?? {},
    });
  },

  /**
   * The audit actor of a request, for a route that records itself: the API key it was authenticated with
   * (public API), else the company member of the guards' Actor.
   */
  actorOf(request: FastifyRequest, actor?: Actor | null): AuditActor {
    if (request.apiKey)
      return { kind: 'api_key', apiKeyId: request.apiKey.keyId, userId: request.apiKey.createdBy };
    if (!actor) throw new Error('audit actor of a request with neither an API key nor a member');
    return {
      kind: actor.profile.role === 'reviewer' ? 'reviewer' : 'admin',
      userId: actor.session.user.id,
      name: actor.session.user.name,
    };
  },

  /** A session was created: recorded when its user is a company's admin or reviewer (not a candidate). */
  recordSignIn(db: Executor, userId: string, ip: string | null): Promise<void> {
    return repo.insertSignIn(db, userId, ip);
  },

  /** A wrong password for an address: recorded when it is a company member's (nothing for other addresses). */
  recordFailedSignIn(db: Executor, email: string, ip: string | null): Promise<void> {
    return repo.insertFailedSignIn(db, email, ip);
  },

  /** One page of the company's log, newest first, with the actors the filter offers. */
  async page(db: Executor, actor: Actor, filters: TAuditLogFilters): Promise<TAuditLogPage> {
    const companyId = companyOf(actor);
    const [{ items, total }, actors, retentionMonths] = await Promise.all([
      repo.page(db, companyId, filters, AUDIT_LOG_PAGE_SIZE),
      repo.actors(db, companyId),
      repo.retentionMonths(db, companyId),
    ]);
    return {
      items: items.map(toEntry),
      total,
      page: filters.page,
      pageSize: AUDIT_LOG_PAGE_SIZE,
      actors: [
        ...actors.members.map((m) => ({
          id: m.id ?? '',
          name: m.name ?? 'Unknown member',
          kind: m.kind as TAuditActorKind,
        })),
        ...actors.keys.map((k) => ({
          id: k.id ?? '',
          name: k.name ? `API key ${k.name}` : 'Deleted API key',
          kind: 'api_key' as const,
        })),
      ].sort((a, b) => a.name.localeCompare(b.name)),
      retentionMonths: retentionMonths ?? 0,
    };
  },

  /** Every entry matching the filters (the CSV export), newest first. */
  async all(db: Executor, actor: Actor, filters: Omit<TAuditLogFilters, 'page'>): Promise<TAuditLogEntry[]> {
    const rows = await repo.all(db, companyOf(actor), filters, AUDIT_LOG_CSV_MAX_ROWS);
    return rows.map(toEntry);
  },

  /** The retention job: every company's entries past its audit log retention period. */
  deleteExpired(db: Database, now: Date): Promise<number> {
    return repo.deleteExpired(db, now);
  },
};

function companyOf(actor: Actor): string {
  if (!actor.profile.companyId) throw notFound();
  return actor.profile.companyId;
}

type Row = Awaited<ReturnType<typeof repo.all>>[number];

const toEntry = (row: Row): TAuditLogEntry => ({
  ...row,
  actorKind: row.actorKind as TAuditActorKind,
  createdAt: row.createdAt.toISOString(),
});
