import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { profileOf } from '../auth/guards';
import type { AuditActor } from './audit-log.service';
import { auditLogService } from './audit-log.service';
import { auditedRouteOf, refusalEntry, requestEntry } from './request-entry';
import '../public-api/api-key-auth';

/** The company and actor of a request by an API key or a company's admin or reviewer; null otherwise. */
async function whoActed(
  request: FastifyRequest,
  db: Database,
): Promise<{ companyId: string; actor: AuditActor } | null> {
  if (request.apiKey) {
    return { companyId: request.apiKey.companyId, actor: auditLogService.actorOf(request) };
  }
  const session = await request.getSession();
  if (!session) return null;
  const profile = await profileOf(request, db, session.user.id);
  if (!profile?.companyId || (profile.role !== 'admin' && profile.role !== 'reviewer')) return null;
  return { companyId: profile.companyId, actor: auditLogService.actorOf(request, { session, profile }) };
}

/**
 * Records every successful (2xx) request of a company member or an API key that audited-routes.ts names,
 * every mutating company route, and every company request refused for lack of permission (403). Awaited
 * after the answer went out, so it costs the caller nothing, and a failed write is logged as an error
 * rather than lost silently. Candidates' routes are never looked at: the table lookup comes before any
 * session read, and a candidate has no company to record against.
 */
export const auditLogPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Database }) => {
    // The id a creating route answered with (its entry names the object it made).
    const createdIds = new WeakMap<FastifyRequest, string>();
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 300 || typeof payload !== 'string') return payload;
      const url = request.routeOptions.url;
      if (!url || !auditedRouteOf(request.method, url)?.objectFromResponse) return payload;
      try {
        const id = (JSON.parse(payload) as { id?: unknown }).id;
        if (typeof id === 'string') createdIds.set(request, id);
      } catch {}
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const refused = reply.statusCode === 403;
      if (!refused && (reply.statusCode < 200 || reply.statusCode >= 300)) return;
      const url = request.routeOptions.url;
      if (!url) return;
      const facts = { method: request.method, url, params: request.params, body: request.body };
      const entry = refused ? refusalEntry(facts) : requestEntry(facts);
      if (!entry) return;
      const { objectFromResponse, ...recorded } = entry;
      if (objectFromResponse) recorded.objectId = createdIds.get(request);
      try {
        const who = await whoActed(request, db);
        if (!who) return;
        await auditLogService.record(db, { ...who, ...recorded, ip: request.ip });
      } catch (error) {
        request.log.error({ err: error, action: entry.action }, 'audit log entry not written');
      }
    });
  },
  { name: 'audit-log', dependencies: ['auth'] },
);
