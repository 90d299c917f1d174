import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { checkWebhookUrl } from '../webhooks/url-guard';

const TIMEOUT_MS = 10_000;
/** Lever's pages are at most 100 items; more than this is not an answer from Lever. */
const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;
const MAX_PAGES = 20;

/** A request Lever answered with an error, or no answer at all: the job retries, the admin is told. */
export class LeverRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export type LeverTarget = { apiBaseUrl: string; apiKey: string; allowPrivate: boolean };

const ZList = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), hasNext: z.boolean().optional(), next: z.string().nullish() });
const ZPosting = z.object({ id: z.string(), text: z.string(), state: z.string().nullish() }).passthrough();
const ZStage = z.object({ id: z.string(), text: z.string() }).passthrough();
const ZOpportunity = z
  .object({
    id: z.string(),
    name: z.string().nullish(),
    emails: z.array(z.string()).default([]),
    stage: z.union([z.string(), z.object({ id: z.string() }).passthrough()]).nullish(),
    applications: z
      .array(z.union([z.string(), z.object({ id: z.string(), posting: z.string().nullish() }).passthrough()]))
      .default([]),
  })
  .passthrough();
const ZNoteCreated = z.object({
  data: z.object({ noteId: z.string().optional(), id: z.string().optional() }).passthrough(),
});

export type LeverOpportunity = { id: string; name: string; email: string | null; postingIds: string[] };

/**
 * One request to Lever through the webhooks module's SSRF guard (decision 008): the API base's host is
 * resolved and checked before every request and the socket connects to that checked address only. HTTP
 * Basic with the API key as user name and an empty password, as Lever documents; redirects are not followed.
 */
async function call(
  target: LeverTarget,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: Record<string, unknown>,
): Promise<unknown> {
  let checked: Awaited<ReturnType<typeof checkWebhookUrl>>;
  try {
    checked = await checkWebhookUrl(`${target.apiBaseUrl.replace(/\/$/, '')}${path}`, target.allowPrivate);
  } catch (error) {
    throw new LeverRequestError(error instanceof Error ? error.message : 'Lever could not be reached', null);
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${target.apiKey}:`).toString('base64')}`,
    accept: 'application/json',
    'user-agent': 'HireAssess-Lever/1',
  };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  const client = checked.url.protocol === 'https:' ? https : http;
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = client.request(
      checked.url,
      { method, headers, lookup: pinned, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_RESPONSE_BYTES) {
            request.destroy(new Error('Lever answered with more data than expected'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(TIMEOUT_MS, () =>
      request.destroy(new Error(`No answer from Lever within ${TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', reject);
    request.end(payload);
  }).catch((error: Error) => {
    throw new LeverRequestError(error.message.slice(0, 300), null);
  });
  if (status < 200 || status >= 300) {
    throw new LeverRequestError(`Lever answered ${method} ${path.split('?')[0]} with HTTP ${status}`, status);
  }
  if (text.length === 0) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new LeverRequestError('Lever answered with something other than JSON', status);
  }
}

function parse<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new LeverRequestError(`Lever's answer for ${what} was not in the documented shape`, null);
  return result.data;
}

/** Every page of a Lever list (limit 100, offset = the previous page's `next`). */
async function all<T extends z.ZodType>(target: LeverTarget, path: string, item: T): Promise<z.output<T>[]> {
  const items: z.output<T>[] = [];
  let offset: string | null | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ limit: '100' });
    if (offset) query.set('offset', offset);
    const answer = parse(ZList(item), await call(target, 'GET', `${path}?${query}`), path);
    items.push(...answer.data);
    if (!answer.hasNext || !answer.next) break;
    offset = answer.next;
  }
  return items;
}

export const leverClient = {
  postings: (target: LeverTarget) => all(target, '/postings', ZPosting),
  stages: (target: LeverTarget) => all(target, '/stages', ZStage),

  async opportunity(target: LeverTarget, opportunityId: string): Promise<LeverOpportunity> {
    const answer = await call(
      target,
      'GET',
      `/opportunities/${encodeURIComponent(opportunityId)}?expand=applications`,
    );
    const data = parse(z.object({ data: ZOpportunity }), answer, 'the opportunity').data;
    return {
      id: data.id,
      name: data.name?.trim() ?? '',
      email: data.emails.find((email) => email.includes('@')) ?? null,
      postingIds: data.applications.flatMap((application) =>
        typeof application === 'object' && application.posting ? [application.posting] : [],
      ),
    };
  },

  async addNote(target: LeverTarget, opportunityId: string, value: string): Promise<string | null> {
    const answer = await call(target, 'POST', `/opportunities/${encodeURIComponent(opportunityId)}/notes`, {
      value,
    });
    const data = parse(ZNoteCreated, answer, 'the note').data;
    return data.noteId ?? data.id ?? null;
  },

  async addTags(target: LeverTarget, opportunityId: string, tags: string[]): Promise<void> {
    await call(target, 'POST', `/opportunities/${encodeURIComponent(opportunityId)}/addTags`, { tags });
  },

  async moveToStage(target: LeverTarget, opportunityId: string, stageId: string): Promise<void> {
    await call(target, 'PUT', `/opportunities/${encodeURIComponent(opportunityId)}/stage`, {
      stage: stageId,
    });
  },
};

/** A Lever failure in an admin's request: 400 with what Lever said, never the key. */
export function leverRefusal(error: unknown): AppError {
  if (error instanceof LeverRequestError) {
    const message =
      error.status === 401 || error.status === 403
        ? 'Lever refused the API key. Check that it is active and has the permissions listed in the documentation.'
        : `Lever could not be reached: ${error.message}`;
    return new AppError('VALIDATION_ERROR', message);
  }
  return new AppError('VALIDATION_ERROR', 'Lever could not be reached.');
}
