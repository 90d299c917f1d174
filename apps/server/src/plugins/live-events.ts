import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { z } from 'zod';

const CHANNEL = 'candidate_changes';
const HEARTBEAT_MS = 25_000;
const RECONNECT_MS = 2_000;
const READY = 'event: ready\ndata: {}\n\n';

const ZNotification = z.object({
  companyId: z.string(),
  op: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  /** The changed candidates when the statement changed few rows; null or absent: any of the company's. */
  candidateIds: z.array(z.string()).nullish(),
});
export type CandidateChange = z.infer<typeof ZNotification>;

/** A company's dashboard, or (with `candidateId`) one candidate's own stream. */
type Stream = { reply: FastifyReply; candidateId?: string };

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: {
      /**
       * An admin's stream gets 'candidates' for every change of the company's candidates; a candidate's
       * stream (`candidateId`) gets 'candidate' only for changes of that candidate.
       */
      subscribe: (companyId: string, reply: FastifyReply, filter?: { candidateId?: string }) => void;
    };
  }
}

/**
 * Server-sent events fed by PostgreSQL LISTEN/NOTIFY (the candidates triggers): each process holds
 * one listening connection and fans a change out to the open streams of that company only (and a
 * candidate's stream only the changes of that candidate), so changes made by another API process or
 * the worker reach every browser.
 */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance, options: { databaseUrl: string }) => {
    const streams = new Map<string, Set<Stream>>();
    let client: pg.Client | null = null;
    let closing = false;

    const broadcast = (change: CandidateChange) => {
      const data = JSON.stringify({ op: change.op });
      for (const { reply, candidateId } of streams.get(change.companyId) ?? []) {
        if (!candidateId) reply.raw.write(`event: candidates\ndata: ${data}\n\n`);
        else if (!change.candidateIds || change.candidateIds.includes(candidateId))
          reply.raw.write(`event: candidate\ndata: ${data}\n\n`);
      }
    };

    let reconnect: NodeJS.Timeout | null = null;
    let started = false;
    /** Connects and LISTENs; after a lost connection, tries again every RECONNECT_MS until it holds. */
    const listen = async (): Promise<void> => {
      if (closing) return;
      const next = new pg.Client({ connectionString: options.databaseUrl });
      let lost = false;
      const retry = (error: unknown) => {
        if (lost || closing) return;
        lost = true;
        app.log.warn({ err: error }, 'live events listener lost its connection; reconnecting');
        void next.end().catch(() => {});
        if (client === next) client = null;
        reconnect = setTimeout(() => void listen(), RECONNECT_MS);
      };
      next.on('notification', (message) => {
        const parsed = ZNotification.safeParse(JSON.parse(message.payload ?? 'null'));
        if (parsed.success) broadcast(parsed.data);
      });
      next.on('error', retry);
      next.on('end', () => retry(new Error('connection ended')));
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        // The first connection fails the start; a reconnection while the database is still down
        // (a restart takes seconds) tries again rather than giving up for good.
        if (!started) throw error;
        retry(error);
        return;
      }
      if (closing) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      // Changes made while the listener was down were never announced: a second 'ready' tells every open
      // stream to fetch again (the web's useLiveRefetch does), as a reconnected EventSource would.
      if (started) for (const set of streams.values()) for (const { reply } of set) reply.raw.write(READY);
    };
    await listen();
    started = true;

    const heartbeat = setInterval(() => {
      for (const set of streams.values()) for (const { reply } of set) reply.raw.write(': keep-alive\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.decorate('liveEvents', {
      subscribe(companyId: string, reply: FastifyReply, filter: { candidateId?: string } = {}) {
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        reply.raw.write(`retry: ${RECONNECT_MS}\n${READY}`);
        const set = streams.get(companyId) ?? new Set<Stream>();
        const stream: Stream = { reply, ...(filter.candidateId ? { candidateId: filter.candidateId } : {}) };
        set.add(stream);
        streams.set(companyId, set);
        reply.raw.on('close', () => {
          set.delete(stream);
          if (set.size === 0) streams.delete(companyId);
        });
      },
    });

    app.addHook('onClose', async () => {
      closing = true;
      clearInterval(heartbeat);
      if (reconnect) clearTimeout(reconnect);
      for (const set of streams.values()) for (const { reply } of set) reply.raw.end();
      await client?.end().catch(() => {});
    });
  },
  { name: 'live-events' },
);
