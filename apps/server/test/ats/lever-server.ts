import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A Lever-shaped API on loopback for the connector's tests, answering and checking as Lever documents
 * (https://hire.lever.co/developer/documentation; the shapes are quoted in packages/contracts/src/lever.ts):
 * HTTP Basic with the API key as user name and an empty password, JSON bodies, answers in `data`, lists
 * as { data, hasNext, next }. Every request is checked against the published shape (method, path, query,
 * auth, content type, body fields); one that does not match is answered 400 and recorded in `violations`,
 * which the tests expect to be empty. Only node: modules, so the Playwright journey can run it too.
 */

export type LeverStage = { id: string; text: string };
export type LeverPosting = { id: string; text: string; state: string };
export type LeverOpportunityFixture = {
  id: string;
  name: string;
  emails: string[];
  postingId: string;
  stage: string;
};

export type LeverServer = {
  url: string;
  apiKey: string;
  stages: LeverStage[];
  postings: LeverPosting[];
  opportunities: Map<string, LeverOpportunityFixture>;
  notes: { opportunityId: string; value: string; noteId: string }[];
  tags: { opportunityId: string; tags: string[] }[];
  stageChanges: { opportunityId: string; stage: string }[];
  /** Requests that were not in Lever's published shape: the tests expect none. */
  violations: string[];
  /** Every request, as `METHOD /path`. */
  requests: string[];
  addOpportunity: (
    opportunity: Omit<LeverOpportunityFixture, 'id'> & { id?: string },
  ) => LeverOpportunityFixture;
  close: () => Promise<void>;
};

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
};

function exactKeys(body: unknown, keys: string[]): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'the body is not a JSON object';
  const given = Object.keys(body).sort();
  return given.join(',') === [...keys].sort().join(',')
    ? null
    : `body fields ${given.join(',')} ≠ ${keys.join(',')}`;
}

/** Starts the server; `apiKey` is the only key it accepts (401 otherwise, as Lever answers). */
export async function startLeverServer(apiKey = `lever-key-${randomUUID()}`): Promise<LeverServer> {
  const state: Omit<LeverServer, 'url' | 'close' | 'addOpportunity'> = {
    apiKey,
    stages: [
      { id: 'lead-new', text: 'New lead' },
      { id: 'applicant-new', text: 'New applicant' },
      { id: 'stage-assessment', text: 'Assessment' },
      { id: 'stage-onsite', text: 'On-site interview' },
      { id: 'stage-declined', text: 'Declined' },
    ],
    postings: [
      { id: 'posting-analyst', text: 'Data Analyst', state: 'published' },
      { id: 'posting-engineer', text: 'Backend Engineer', state: 'published' },
    ],
    opportunities: new Map(),
    notes: [],
    tags: [],
    stageChanges: [],
    violations: [],
    requests: [],
  };
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://lever.test');
      const method = request.method ?? '';
      const route = `${method} ${url.pathname}`;
      state.requests.push(route);
      const refuse = (problem: string) => {
        state.violations.push(`${route}${url.search}: ${problem}`);
        json(response, 400, { code: 'BadRequestError', message: problem });
      };
      if (!request.headers.authorization)
        return json(response, 401, { code: 'UnauthorizedError', message: 'No API key' });
      if (request.headers.authorization !== expectedAuth) {
        // A wrong key is a normal answer (the connect check relies on it); a malformed header is a violation.
        if (!/^Basic [A-Za-z0-9+/=]+$/.test(request.headers.authorization))
          return refuse('malformed Authorization');
        return json(response, 401, { code: 'UnauthorizedError', message: 'Invalid API key' });
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      if (method === 'POST' || method === 'PUT') {
        if (!String(request.headers['content-type']).startsWith('application/json'))
          return refuse('a JSON body needs Content-Type: application/json');
        try {
          body = JSON.parse(raw);
        } catch {
          return refuse('the body is not JSON');
        }
      } else if (raw.length > 0) return refuse('a GET has no body');

      const list = <T>(items: T[]) => {
        for (const key of url.searchParams.keys())
          if (!['limit', 'offset'].includes(key)) return refuse(`unknown list parameter ${key}`);
        const limit = Number(url.searchParams.get('limit') ?? '100');
        if (!Number.isInteger(limit) || limit < 1 || limit > 100) return refuse('limit must be 1-100');
        const start = Number(url.searchParams.get('offset') ?? '0');
        const page = items.slice(start, start + limit);
        const more = start + limit < items.length;
        return json(response, 200, {
          data: page,
          hasNext: more,
          ...(more ? { next: String(start + limit) } : {}),
        });
      };

      if (method === 'GET' && url.pathname === '/postings') return list(state.postings);
      if (method === 'GET' && url.pathname === '/stages') return list(state.stages);

      const match = url.pathname.match(/^\/opportunities\/([^/]+)(\/notes|\/addTags|\/stage)?$/);
      const opportunity = match ? state.opportunities.get(decodeURIComponent(match[1] ?? '')) : undefined;
      if (!match) return refuse('not a Lever API path this connector may call');
      if (!opportunity)
        return json(response, 404, { code: 'ResourceNotFound', message: 'Opportunity not found' });
      const suffix = match[2] ?? '';
      const opportunityData = () => ({
        id: opportunity.id,
        name: opportunity.name,
        contact: `contact-${opportunity.id}`,
        headline: '',
        stage: opportunity.stage,
        emails: opportunity.emails,
        phones: [],
        tags: state.tags.filter((t) => t.opportunityId === opportunity.id).flatMap((t) => t.tags),
        archived: null,
        createdAt: 1_700_000_000_000,
        updatedAt: Date.now(),
      });

      if (method === 'GET' && suffix === '') {
        const expand = url.searchParams.getAll('expand');
        const application = {
          id: `application-${opportunity.id}`,
          type: 'posting',
          posting: opportunity.postingId,
        };
        return json(response, 200, {
          data: {
            ...opportunityData(),
            applications: expand.includes('applications') ? [application] : [application.id],
          },
        });
      }
      if (method === 'POST' && suffix === '/notes') {
        const problem = exactKeys(body, ['value']);
        const value = (body as { value?: unknown }).value;
        if (problem) return refuse(problem);
        if (typeof value !== 'string' || value.length === 0) return refuse('value must be the note text');
        const noteId = randomUUID();
        state.notes.push({ opportunityId: opportunity.id, value, noteId });
        return json(response, 201, { data: { noteId } });
      }
      if (method === 'POST' && suffix === '/addTags') {
        const problem = exactKeys(body, ['tags']);
        const tags = (body as { tags?: unknown }).tags;
        if (problem) return refuse(problem);
        if (!Array.isArray(tags) || tags.length === 0 || !tags.every((t) => typeof t === 'string'))
          return refuse('tags must be an array of strings');
        state.tags.push({ opportunityId: opportunity.id, tags });
        return json(response, 200, { data: opportunityData() });
      }
      if (method === 'PUT' && suffix === '/stage') {
        const problem = exactKeys(body, ['stage']);
        const stage = (body as { stage?: unknown }).stage;
        if (problem) return refuse(problem);
        if (typeof stage !== 'string' || !state.stages.some((s) => s.id === stage))
          return refuse('stage must be the id of a stage');
        opportunity.stage = stage;
        state.stageChanges.push({ opportunityId: opportunity.id, stage });
        return json(response, 200, { data: opportunityData() });
      }
      return refuse('method and path are not a documented Lever call');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ...state,
    url,
    addOpportunity(input) {
      const opportunity = { ...input, id: input.id ?? randomUUID() };
      state.opportunities.set(opportunity.id, opportunity);
      return opportunity;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A candidateStageChange delivery signed as Lever signs it: hex HMAC-SHA256 of token + triggeredAt with
 * the webhook's signature token. `triggeredAt` defaults to now (Unix ms).
 */
export function leverStageChangeDelivery(
  signatureToken: string,
  change: { opportunityId: string; toStageId: string; fromStageId?: string },
  options: { triggeredAt?: number; token?: string; event?: string } = {},
) {
  const triggeredAt = options.triggeredAt ?? Date.now();
  const token = options.token ?? randomUUID().replaceAll('-', '');
  return {
    triggeredAt,
    event: options.event ?? 'candidateStageChange',
    signature: createHmac('sha256', signatureToken).update(`${token}${triggeredAt}`).digest('hex'),
    token,
    data: {
      candidateId: change.opportunityId,
      contactId: `contact-${change.opportunityId}`,
      opportunityId: change.opportunityId,
      toStageId: change.toStageId,
      fromStageId: change.fromStageId ?? 'applicant-new',
    },
  };
}
