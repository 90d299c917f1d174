import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { z } from 'zod';

const CHANNEL = 'candidate_changes';
const HEARTBEAT_MS = 25_000;
const RECONNECT_MS = 2_000;

const ZNotification = z.object({ companyId: z.string(), op: z.enum(['INSERT', 'UPDATE', 'DELETE']) });
export type CandidateChange = z.infer<typeof ZNotification>;

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: { subscribe: (companyId: string, reply: FastifyReply) => void };
  }
}

/**
 * Server-sent events fed by PostgreSQL LISTEN/NOTIFY (the candidates triggers): each process holds
 * one listening connection and fans a change out to the open streams of that company only, so
 * changes made by another API process or the worker reach every browser.
 */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string }) => {
    const streams = new Map<string, Set<FastifyReply>>();
    let client: pg.Client | null = null;
    let closing = false;

    const broadcast = (change: CandidateChange) => {
      const payload = `event: candidates\ndata: ${JSON.stringify({ op: change.op })}\n\n`;
      for (const reply of streams.get(change.companyId) ?? []) reply.raw.write(payload);
    };

    const listen = async (): Promise<void> => {
      if (closing) return;
      const next = new pg.Client({ connectionString: options.databaseUrl });
      next.on('notification', (message) => {
        const parsed = ZNotification.safeParse(JSON.parse(message.payload ?? 'null'));
        if (parsed.success) broadcast(parsed.data);
      });
      next.on('error', (error) => {
        app.log.warn({ err: error }, 'live events listener lost its connection; reconnecting');
        void next.end().catch(() => {});
        client = null;
        setTimeout(() => void listen().catch(() => {}), RECONNECT_MS);
      });
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
    };
    await listen();

    const heartbeat = setInterval(() => {
      for (const set of streams.values()) for (const reply of set) reply.raw.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.decorate('liveEvents', {
      subscribe(companyId: string, reply: FastifyReply) {
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        reply.raw.write(`retry: ${RECONNECT_MS}\nevent: ready\ndata: {}\n\n`);
        const set = streams.get(companyId) ?? new Set<FastifyReply>();
        set.add(reply);
        streams.set(companyId, set);
        reply.raw.on('close', () => {
          set.delete(reply);
          if (set.size === 0) streams.delete(companyId);
        });
      },
    });

    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(heartbeat);
      for (const set of streams.values()) for (const reply of set) reply.raw.end();
      await client?.end().catch(() => {});
    });
  },
  { name: 'live-events' },
);
