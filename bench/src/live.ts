import http from 'node:http';
import type pg from 'pg';
import { type Figure, percentiles } from './report';
import { inBatches, waitFor } from './server';

type Stream = { request: http.ClientRequest; received: number | null };

/**
 * `count` admin streams of one company on /api/candidates/events, each its own socket (no keep-alive
 * agent); a NOTIFY on candidate_changes (what the candidates trigger sends) is the status change.
 */
export async function liveBench(
  base: string,
  cookies: string[],
  db: pg.Pool,
  companyId: string,
  count: number,
): Promise<Figure[]> {
  const streams: Stream[] = [];
  const url = new URL('/api/candidates/events', base);
  await inBatches(
    Array.from({ length: count }, (_, i) => i),
    100,
    (i) =>
      new Promise<void>((resolve, reject) => {
        const stream: Stream = { request: null as unknown as http.ClientRequest, received: null };
        stream.request = http.get(
          url,
          { agent: false, headers: { cookie: cookies[i % cookies.length] } },
          (res) => {
            if (res.statusCode !== 200) return reject(new Error(`SSE stream ${i}: ${res.statusCode}`));
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              if (stream.received === null && chunk.includes('event: candidates'))
                stream.received = performance.now();
            });
            resolve();
          },
        );
        stream.request.on('error', reject);
        streams.push(stream);
      }),
  );
  const lastDelays: number[] = [];
  const firstDelays: number[] = [];
  try {
    for (let round = 0; round < 5; round++) {
      for (const s of streams) s.received = null;
      const sent = performance.now();
      await db.query(`SELECT pg_notify('candidate_changes', $1)`, [
        JSON.stringify({ companyId, op: 'UPDATE', candidateIds: null }),
      ]);
      await waitFor(async () => streams.every((s) => s.received !== null), 10_000, 'SSE fan-out');
      const times = streams.map((s) => (s.received as number) - sent);
      lastDelays.push(Math.max(...times));
      firstDelays.push(Math.min(...times));
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    for (const s of streams) s.request.destroy();
  }
  return [
    {
      name: `SSE fan-out to ${count.toLocaleString('en-US')} clients`,
      value: percentiles(lastDelays).median,
      unit: 'ms',
      floor: percentiles(firstDelays).median,
      budget: { limit: 250, kind: 'max' },
      note: `median of 5 NOTIFYs, NOTIFY to the last client (worst ${Math.max(...lastDelays).toFixed(0)} ms); floor: to the first client`,
    },
  ];
}
