import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './url-guard';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Only the start of a response is read: receivers are expected to answer with little or nothing. */
const RESPONSE_BYTES = 4 * 1024;

export type AttemptOutcome = { statusCode: number | null; responseTimeMs: number; error: string | null };

/**
 * One POST to the checked address (never a fresh DNS answer), TLS still verified against the URL's host
 * name. Redirects are not followed: a 3xx is a failed attempt like any other non-2xx.
 */
export function postWebhook(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<AttemptOutcome, 'responseTimeMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, responseTimeMs: elapsed() });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
      },
      (response) => {
        let received = 0;
        const statusCode = response.statusCode ?? null;
        const done = () => {
          const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
          finish({ statusCode, error: ok ? null : `HTTP ${statusCode}` });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received >= RESPONSE_BYTES) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `No response within ${DELIVERY_TIMEOUT_MS / 1000} s` });
      request.destroy();
    }, DELIVERY_TIMEOUT_MS);
    request.on('error', (error) => finish({ statusCode: null, error: shortError(error) }));
    request.end(body);
  });
}

function shortError(error: Error & { code?: string }): string {
  return (error.code ? `${error.code}: ${error.message}` : error.message).slice(0, 300);
}
