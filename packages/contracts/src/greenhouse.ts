import { z } from 'zod';

/*
 * Greenhouse's Assessment Partner API, as published at https://developers.greenhouse.io/assessment.html
 * (its source, read for these shapes: github.com/grnhse/greenhouse-api-docs, source/includes/assessment/
 * _introduction.md, _list_tests.md, _send_test.md, _test_status.md, _patch_completed_test.md):
 *
 * Authentication: "HTTP Basic Authentication over HTTPS … using that API key as the username … Greenhouse
 * will append a : (colon) to the API token and then Base64 encode the resulting string."
 *
 * GET list_tests → [{ "partner_test_id": "12345", "partner_test_name": "My First Test" }, …]
 *   partner_test_id String required; partner_test_name String required.
 *
 * POST send_test ← { "partner_test_id": "12345",
 *                    "candidate": { "first_name": "Harry", "last_name": "Potter",
 *                                   "resume_url": "https://…", "phone_number": "123-456-7890",
 *                                   "email": "hpotter@hogwarts.edu",
 *                                   "greenhouse_profile_url": "https://app.greenhouse.io/people/17681532?application_id=26234709" },
 *                    "url": "https://app.greenhouse.io/integrations/testing_partners/take_home_tests/12345" }
 *   partner_test_id, first_name, last_name, email, greenhouse_profile_url, url: String, required;
 *   resume_url, phone_number: String, optional.
 *   → { "partner_interview_id": "98765" } (String, required)
 *
 * GET test_status?partner_interview_id=12345
 *   → { "partner_status": "complete", "partner_profile_url": "http://example.com/tests/12345",
 *       "partner_score": 81, "metadata": { "Started At": "…", "Completed At": "…", "Notes": "…" } }
 *   partner_status String required ("complete" once results are available); partner_profile_url String,
 *   required only when complete; partner_score Number, optional; metadata: a non-nested object whose
 *   values are JavaScript primitives, optional. "Properties without a value will use null."
 *
 * PATCH <url of send_test> (Mark Test as Completed): "No parameters are necessary with this request";
 *   its example carries `Authorization: Basic <base64 of "key:">`, the same key as Greenhouse's own
 *   requests; Greenhouse then calls test_status. "The response will return only the HTTP status code."
 */

/** Where Greenhouse's calls land; an admin gives Greenhouse these three URLs (under APP_URL). */
export const GREENHOUSE_PARTNER_BASE = '/api/integrations/greenhouse';
export const GREENHOUSE_PARTNER_PATHS = {
  listTests: `${GREENHOUSE_PARTNER_BASE}/list_tests`,
  sendTest: `${GREENHOUSE_PARTNER_BASE}/send_test`,
  testStatus: `${GREENHOUSE_PARTNER_BASE}/test_status`,
} as const;

/** Greenhouse's documented value for a finished test; our other two say where the candidate is. */
export const GREENHOUSE_PARTNER_STATUSES = ['sent', 'in_progress', 'complete'] as const;
export type TGreenhousePartnerStatus = (typeof GREENHOUSE_PARTNER_STATUSES)[number];

export const ZGreenhouseTest = z
  .object({
    partner_test_id: z.string().describe("The assessment's id"),
    partner_test_name: z.string().describe("The assessment's name, Greenhouse's label for the test"),
  })
  .meta({ id: 'GreenhouseTest' });
export const ZGreenhouseTestList = z.array(ZGreenhouseTest).meta({ id: 'GreenhouseTestList' });
export type TGreenhouseTestList = z.infer<typeof ZGreenhouseTestList>;

const requiredText = (what: string, max: number) =>
  z.string(`${what} is required`).trim().min(1, `${what} is required`).max(max, `${what} is too long`);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const ZGreenhouseSendTestInput = z
  .object({
    partner_test_id: requiredText('partner_test_id', 100),
    candidate: z.object(
      {
        first_name: requiredText('candidate.first_name', 100),
        last_name: requiredText('candidate.last_name', 100),
        email: requiredText('candidate.email', 254),
        resume_url: optionalText(2000),
        phone_number: optionalText(50),
        greenhouse_profile_url: optionalText(2000),
      },
      'candidate is required',
    ),
    url: optionalText(2000),
  })
  .meta({ id: 'GreenhouseSendTestRequest' });
export type TGreenhouseSendTestInput = z.infer<typeof ZGreenhouseSendTestInput>;

export const ZGreenhouseSendTestResponse = z
  .object({ partner_interview_id: z.string() })
  .meta({ id: 'GreenhouseSendTestResponse' });
export type TGreenhouseSendTestResponse = z.infer<typeof ZGreenhouseSendTestResponse>;

export const ZGreenhouseTestStatusQuery = z.object({
  partner_interview_id: requiredText('partner_interview_id', 100),
});

export const ZGreenhouseTestStatus = z
  .object({
    partner_status: z.enum(GREENHOUSE_PARTNER_STATUSES),
    partner_profile_url: z.string().nullable(),
    partner_score: z.number().nullable(),
    metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .meta({ id: 'GreenhouseTestStatus' });
export type TGreenhouseTestStatus = z.infer<typeof ZGreenhouseTestStatus>;

// The admin's settings page

export const ZGreenhouseKeyParams = z.object({ id: z.uuid('Greenhouse key not found') });

export const ZGreenhouseKey = z
  .object({
    id: z.uuid(),
    /** The key's first characters, to tell keys apart; useless to call anything. */
    prefix: z.string(),
    createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'GreenhouseKey' });
export type TGreenhouseKey = z.infer<typeof ZGreenhouseKey>;

export const ZGreenhouseKeyCreated = ZGreenhouseKey.extend({
  key: z.string().describe('The key: shown once, give it to Greenhouse now'),
}).meta({ id: 'GreenhouseKeyCreated' });
export type TGreenhouseKeyCreated = z.infer<typeof ZGreenhouseKeyCreated>;

export const ZGreenhouseTestRequest = z
  .object({
    /** Greenhouse's partner_interview_id. */
    id: z.uuid(),
    candidateId: z.uuid(),
    candidateName: z.string(),
    assessmentId: z.uuid(),
    assessmentName: z.string(),
    status: z.enum(GREENHOUSE_PARTNER_STATUSES),
    score: z.number().nullable(),
    /** Whether Greenhouse gave a callback URL; null: Greenhouse polls. */
    callbackRequested: z.boolean(),
    callbackSentAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'GreenhouseTestRequest' });
export type TGreenhouseTestRequest = z.infer<typeof ZGreenhouseTestRequest>;

export const ZGreenhouseSettings = z
  .object({
    keys: z.array(ZGreenhouseKey),
    /** The URLs to give Greenhouse, absolute. */
    urls: z.object({ listTests: z.string(), sendTest: z.string(), testStatus: z.string() }),
    /** The latest requests, newest first. */
    requests: z.array(ZGreenhouseTestRequest),
  })
  .meta({ id: 'GreenhouseSettings' });
export type TGreenhouseSettings = z.infer<typeof ZGreenhouseSettings>;

/** How many recent requests the settings page lists. */
export const GREENHOUSE_RECENT_REQUESTS = 50;
