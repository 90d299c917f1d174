import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/*
 * Greenhouse's side of the Assessment Partner API, written from its published shapes
 * (https://developers.greenhouse.io/assessment.html; source github.com/grnhse/greenhouse-api-docs,
 * source/includes/assessment/*.md), not from our contracts: the connector is checked against these.
 */

/** list_tests: "a list of test objects … Each test object should contain the keys partner_test_id and partner_test_name". */
export const PublishedTestList = z.array(
  z.strictObject({ partner_test_id: z.string(), partner_test_name: z.string() }),
);
/** send_test: "a single object that contains a single key: partner_interview_id" (String). */
export const PublishedSendTestResponse = z.strictObject({ partner_interview_id: z.string() });
/**
 * test_status: "up to four keys: partner_status, partner_profile_url, partner_score, and metadata";
 * partner_profile_url required once complete; metadata non-nested with primitive values; null, not
 * undefined, for a property without a value.
 */
export const PublishedTestStatus = z
  .strictObject({
    partner_status: z.string(),
    partner_profile_url: z.string().nullable(),
    partner_score: z.number().nullable(),
    metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  })
  .refine((s) => s.partner_status !== 'complete' || typeof s.partner_profile_url === 'string', {
    message: 'partner_profile_url is required when partner_status is complete',
  });

export type SendTestCandidate = {
  first_name: string;
  last_name: string;
  email: string;
  resume_url?: string;
  phone_number?: string;
  greenhouse_profile_url: string;
};

/** Greenhouse's documented Basic header: the key, a colon (empty password), Base64. */
export const greenhouseAuthorization = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/**
 * Greenhouse calling a partner over HTTP: the three URLs an admin gave it and the customer's key. Every
 * answer of 2xx is parsed with the published shape (a mismatch throws); other answers come back as is.
 */
export function greenhouseClient(
  urls: { listTests: string; sendTest: string; testStatus: string },
  key: string,
) {
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      headers: { authorization: greenhouseAuthorization(key), ...(init.headers ?? {}) },
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
  };
  return {
    call,
    async listTests() {
      const r = await call(urls.listTests);
      return { ...r, tests: r.status === 200 ? PublishedTestList.parse(r.body) : null };
    },
    async sendTest(partnerTestId: string, candidate: SendTestCandidate, callbackUrl: string) {
      const r = await call(urls.sendTest, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ partner_test_id: partnerTestId, candidate, url: callbackUrl }),
      });
      return { ...r, sent: r.status === 200 ? PublishedSendTestResponse.parse(r.body) : null };
    },
    async testStatus(partnerInterviewId: string) {
      const r = await call(
        `${urls.testStatus}?partner_interview_id=${encodeURIComponent(partnerInterviewId)}`,
      );
      return { ...r, result: r.status === 200 ? PublishedTestStatus.parse(r.body) : null };
    },
  };
}

export type ReceivedCallback = {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
};

/**
 * Greenhouse's end of "PATCH - Mark Test as Completed" on loopback: records every request to
 * /integrations/testing_partners/take_home_tests/<id> and answers with a status code only, as documented.
 * `failFirst` answers that many requests 503 first, to see the connector retry.
 */
export async function greenhouseCallbackReceiver(options: { failFirst?: number } = {}) {
  const received: ReceivedCallback[] = [];
  let failures = options.failFirst ?? 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (failures > 0) {
        failures -= 1;
        response.writeHead(503).end();
        return;
      }
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    urlFor: (takeHomeTestId: string) =>
      `http://127.0.0.1:${port}/integrations/testing_partners/take_home_tests/${takeHomeTestId}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
