import { expect } from 'vitest';

export type Stream = { events: string[]; close: () => void };

/** An EventSource-like reader of a server-sent event stream: events as 'name data' strings. */
export async function openStream(
  base: string,
  cookie: string,
  path = '/api/candidates/events',
): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: string[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    while (reader) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = block.match(/^event: (.+)$/m)?.[1];
        if (name) events.push(`${name} ${block.match(/^data: (.+)$/m)?.[1] ?? ''}`);
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return { events, close: () => controller.abort() };
}

/** Polls `check` until it holds or `ms` pass; answers its last value. */
export async function until(check: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return check();
}
