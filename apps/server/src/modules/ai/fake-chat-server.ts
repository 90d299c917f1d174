import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for contract tests: 127.0.0.1 on a random port, each
 * request recorded, each answer decided by the test's handler (the n-th request is n = 0, 1, ...).
 */

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary request JSON
  body: any;
};

export type FakeAnswer =
  | { status?: number; headers?: Record<string, string>; json: unknown }
  | { status?: number; headers?: Record<string, string>; text: string }
  /** Never answer (the client must time out). */
  | { hang: true };

export type FakeHandler = (request: RecordedRequest, n: number) => FakeAnswer;

export type FakeChatServer = {
  /** The base URL, like AI_BASE_URL: http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export async function startFakeChatServer(handler: FakeHandler): Promise<FakeChatServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {}
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        raw,
        body,
      };
      requests.push(recorded);
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const answer = handler(recorded, requests.length - 1);
      if ('hang' in answer) return;
      const headers = { 'content-type': 'application/json', ...answer.headers };
      res.writeHead(answer.status ?? 200, headers);
      res.end('json' in answer ? JSON.stringify(answer.json) : answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A chat-completions answer whose assistant message is `content` (a string, or a value sent as JSON). */
export function completion(
  content: unknown,
  extra: { model?: string; finishReason?: string; refusal?: string | null } = {},
): FakeAnswer {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: extra.model ?? 'test-model',
      choices: [
        {
          index: 0,
          finish_reason: extra.finishReason ?? 'stop',
          message: {
            role: 'assistant',
            content: typeof content === 'string' || content === null ? content : JSON.stringify(content),
            refusal: extra.refusal ?? null,
          },
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** An OpenAI-style error answer. */
export function errorAnswer(status: number, message: string, headers?: Record<string, string>): FakeAnswer {
  return { status, headers, json: { error: { message, type: 'invalid_request_error', code: null } } };
}
