import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { z } from 'zod';
import { AppError } from '../lib/app-error';

const CHANNEL = 'candidate_changes';
const HEARTBEAT_MS = 25_000;
const RECONNECT_MS = 2_000;
const READY = 'event: ready\ndata: {}\n\n';
/**
 * A stream whose reader has not taken this much is stalled or gone: it is closed, so one slow client
 * cannot make the process buffer every event for it, and its slot is freed.
 */
const MAX_BUFFERED_BYTES = 64 * 1024;

/** Open streams allowed at once; each counts against its user, its company and the process. */
export type LiveEventLimits = { perUser: number; perCompany: number; perProcess: number };

export const LIVE_EVENTS_MESSAGES = {
  user: 'Too many live update connections are open for your account. Close some HireAssess tabs and try again.',
  company:
    'Too many live update connections are open for your company. Close some HireAssess tabs and try again.',
  process: 'The server has too many live update connections open. Try again in a minute.',
} as const;

const ZNotification = z.object({
  companyId: z.string(),
  op: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  /** The changed candidates when the statement changed few rows; null or absent: any of the company's. */
  candidateIds: z.array(z.string()).nullish(),
});
export type CandidateChange = z.infer<typeof ZNotification>;

/** A company's dashboard, or (with `candidateId`) one candidate's own stream. */
type Stream = { reply: FastifyReply; candidateId?: string };

/** Whose events a stream carries, as the route's own checks found. */
export type StreamScope = { companyId: string; candidateId?: string };

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: {
      /**
       * Opens `userId`'s stream once `scope` (the route's checks and lookups) names what it carries: an
       * admin's stream gets 'candidates' for every change of the company's candidates; a candidate's
       * stream (`candidateId`) gets 'candidate' only for changes of that candidate. 429 RATE_LIMITED
       * beyond the user's, the company's or the process's cap; the slot is freed when the stream closes.
       */
      open: (reply: FastifyReply, userId: string, scope: () => Promise<StreamScope>) => Promise<void>;
      /** Streams open in this process now. */
      openCount: () => number;
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
  async (app: FastifyInstance, options: { databaseUrl: string; limits: LiveEventLimits }) => {
    const streams = new Map<string, Set<Stream>>();
    const { limits } = options;
    const perUser = new Map<string, number>();
    const perCompany = new Map<string, number>();
    let total = 0;
    const count = (map: Map<string, number>, key: string, delta: number) => {
      const next = (map.get(key) ?? 0) + delta;
      if (next > 0) map.set(key, next);
      else map.delete(key);
    };
    /** Writes, or closes a stream whose reader stopped reading (its 'close' then frees the slot). */
    const send = (reply: FastifyReply, text: string) => {
      if (reply.raw.destroyed) return;
      if (reply.raw.writableLength > MAX_BUFFERED_BYTES) reply.raw.destroy();
      else reply.raw.write(text);
    };
    let client: pg.Client | null = null;
    let closing = false;

    const broadcast = (change: CandidateChange) => {
      const data = JSON.stringify({ op: change.op });
      for (const { reply, candidateId } of streams.get(change.companyId) ?? []) {
        if (!candidateId) send(reply, `event: candidates\ndata: ${data}\n\n`);
        else if (!change.candidateIds || change.candidateIds.includes(candidateId))
          send(reply, `event: candidate\ndata: ${data}\n\n`);
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
      if (started) for (const set of streams.values()) for (const { reply } of set) send(reply, READY);
    };
    await listen();
    started = true;

    const heartbeat = setInterval(() => {
      for (const set of streams.values()) for (const { reply } of set) send(reply, ': keep-alive\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.decorate('liveEvents', {
      async open(reply: FastifyReply, userId: string, scope: () => Promise<StreamScope>) {
        // The user's and the process's slots are taken before the route's lookups, so a flood of
        // streams over the cap costs no database work; the company's once the lookups name it.
        if (total >= limits.perProcess) throw new AppError('RATE_LIMITED', LIVE_EVENTS_MESSAGES.process);
        if ((perUser.get(userId) ?? 0) >= limits.perUser)
          throw new AppError('RATE_LIMITED', LIVE_EVENTS_MESSAGES.user);
        total += 1;
        count(perUser, userId, 1);
        let companyId: string | null = null;
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          total -= 1;
          count(perUser, userId, -1);
          if (companyId !== null) count(perCompany, companyId, -1);
        };
        let found: StreamScope;
        try {
          found = await scope();
          if ((perCompany.get(found.companyId) ?? 0) >= limits.perCompany)
            throw new AppError('RATE_LIMITED', LIVE_EVENTS_MESSAGES.company);
        } catch (error) {
          release();
          throw error;
        }
        companyId = found.companyId;
        count(perCompany, companyId, 1);
        // The client may have gone while the lookups ran: its 'close' has fired already.
        if (reply.raw.destroyed || reply.request.raw.socket?.destroyed) {
          reply.hijack();
          release();
          return;
        }
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        reply.raw.write(`retry: ${RECONNECT_MS}\n${READY}`);
        const set = streams.get(companyId) ?? new Set<Stream>();
        const stream: Stream = { reply, ...(found.candidateId ? { candidateId: found.candidateId } : {}) };
        set.add(stream);
        streams.set(companyId, set);
        const key = companyId;
        reply.raw.on('close', () => {
          set.delete(stream);
          if (set.size === 0 && streams.get(key) === set) streams.delete(key);
          release();
        });
      },
      openCount: () => total,
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
