import { BRANDING_LIMITS, PLAN_FEATURE_MESSAGES, PLANS, SUPPORT_EMAIL } from '@app/contracts';
import {
  API_CREATE_REQUEST,
  API_CREATE_RESPONSE,
  API_ERROR_RESPONSE,
  API_EVALUATION_RESPONSE,
  API_LIST_RESPONSE,
  API_PERSON_RESPONSE,
} from './api-examples';
import type { DocSection } from './content.types';
import { CUSTOM_QUESTIONS_PLAN_LINE } from './content-custom-tests';
import { ENTERPRISE_SECTIONS } from './content-enterprise';
import { GUIDE_SECTIONS } from './content-guide';
import { ACCESSIBILITY_SECTION, SELF_HOSTING_SECTION } from './content-operators';

/**
 * The in-app documentation, as data: the page renders it and the search filters it (filter-sections.ts).
 * Text may contain `inline code` in backticks; the search ignores the backticks.
 *
 * It opens with the guide for HR teams (content-guide.ts), then the public API, webhooks and security
 * for their IT team (below), then self-hosting for operators and the accessibility statement
 * (content-operators.ts). Every section names its group.
 */

export type { DocBlock, DocEndpoint, DocGroupId, DocSection } from './content.types';
export { DOC_GROUPS } from './content.types';

/** The public API, webhooks, plans and security: what an HR team's IT colleagues need. */
const IT_SECTIONS: readonly DocSection[] = [
  {
    id: 'integrations',
    group: 'it',
    title: 'Integrations',
    summary:
      'The enterprise public API and webhooks for connecting your ATS or HR systems, the plans and what needs Enterprise, and white-label branding.',
    blocks: [
      {
        type: 'paragraph',
        text: 'Enterprise customers can connect HireAssess to an applicant tracking system or HR platform through the public API and webhooks.',
      },
      { type: 'heading', text: 'Public API (Enterprise)' },
      {
        type: 'paragraph',
        text: 'The REST API under `/api/v1` lists and adds candidates, their applications to your openings and your records of the people, and reads their evaluations and PDF reports, with the same rules as the admin dashboard. Requests and answers are JSON (the report is a PDF). Every call acts for one company, the one its API key belongs to: another company’s candidate is simply not found (404). The full, readable reference of every route and field is at `/api/docs`, generated from the same OpenAPI 3.1 document the server publishes at `/api/openapi.json`.',
      },
      { type: 'heading', text: 'Authentication' },
      {
        type: 'list',
        items: [
          'An administrator creates keys under Settings → API keys (`/settings/api-keys`), one per system that calls the API, each with a name. The whole key (`ha_live_` and 43 more characters) is shown once, when it is created: only its SHA-256 hash is stored, so copy it into your integration’s secret store at once. The list shows each key’s first 12 characters, who created it and when, and when it was last used (updated at most once a minute).',
          'Send the key with every request: `Authorization: Bearer ha_live_…`. Nothing else authenticates the API: a browser’s session cookie alone is refused with 401.',
          'Revoke a key on the same page: its very next request is refused with 401. A missing, mistyped or revoked key answers 401 with a message that says which; the answer also carries `WWW-Authenticate: Bearer`.',
          'The API and API keys are part of the Enterprise plan: on the Startup plan, creating a key and every API call answer 402 with the code PLAN_FEATURE.',
        ],
      },
      {
        type: 'endpoints',
        caption: 'Enterprise public API endpoints',
        endpoints: [
          {
            method: 'GET',
            path: '/api/v1/candidates',
            description:
              'Your company’s candidates, newest first, a page at a time; ?status= filters by pending, questions_generated, in_progress, completed or submitted, and ?stage= by hiring stage (new, shortlisted, rejected, hired). Each candidate carries its `stage`; PATCH /api/v1/candidates/{id}/stage moves it (see /api/docs).',
          },
          {
            method: 'POST',
            path: '/api/v1/candidates',
            description:
              'Add one candidate, or up to 1,000 as {"candidates": [...]}, with an optional test configuration; their questions are generated and invitations sent as after a CSV upload.',
          },
          {
            method: 'GET',
            path: '/api/v1/candidates/{id}/evaluation',
            description:
              'The candidate’s latest evaluation: status, overall and section scores, and how every score was computed.',
          },
          {
            method: 'GET',
            path: '/api/v1/candidates/{id}/report.pdf',
            description: 'The candidate’s PDF report, once the evaluation is scored.',
          },
          {
            method: 'GET',
            path: '/api/v1/applications',
            description:
              'Applications, newest first: one per person and opening, each with `personId` (your record of the person) and `attempt`; ?assessmentId=, ?email= (exact), ?status= and ?stage= filter. Its id is the candidate id the routes above take.',
          },
          {
            method: 'POST',
            path: '/api/v1/assessments/{id}/applications',
            description:
              'Add people to an opening with the dashboard’s rules: a person you know from another opening gets a new application to this one (POST /api/v1/assessments/{id}/candidates keeps v1’s rule and skips them), and the opening’s re-application setting applies.',
          },
          {
            method: 'GET',
            path: '/api/v1/people/{id}',
            description:
              'Your record of a person (name, address, phone, language) with all their applications.',
          },
        ],
      },
      { type: 'heading', text: 'People and their applications' },
      {
        type: 'paragraph',
        text: 'A person may apply to several of your openings, and to one opening again where its settings allow re-applications. `GET /api/v1/people/{id}` answers your record of the person with every application; each application’s id works with the candidate routes (evaluation, report, stage).',
      },
      {
        type: 'code',
        label: 'Request',
        code: 'curl -H "Authorization: Bearer $HIREASSESS_API_KEY" \\\n  http://localhost:3000/api/v1/people/0b7e3c52-9f1a-4d6e-8c2b-5a4f3e2d1c0b',
      },
      { type: 'code', label: 'Response (200)', code: API_PERSON_RESPONSE },
      { type: 'heading', text: 'List candidates' },
      {
        type: 'code',
        label: 'Request',
        code: 'curl -H "Authorization: Bearer $HIREASSESS_API_KEY" \\\n  "http://localhost:3000/api/v1/candidates?status=submitted&page=1&pageSize=25"',
      },
      { type: 'code', label: 'Response (200)', code: API_LIST_RESPONSE },
      {
        type: 'paragraph',
        text: 'Pagination: `page` starts at 1, `pageSize` is 1 to 100 (25 by default), and `total` counts every matching candidate, so the last page is ceil(total / pageSize); a page past the end has no items. `totalScore` (0–100) and `evaluationStatus` are null until the candidate has submitted and been scored.',
      },
      { type: 'heading', text: 'Add candidates' },
      {
        type: 'code',
        label: 'Request: one candidate, with AI-generated questions',
        code: 'curl -X POST -H "Authorization: Bearer $HIREASSESS_API_KEY" -H "Content-Type: application/json" \\\n  -d \'{"fullName": "Ada Lovelace", "email": "ada@example.com", "position": "Analyst"}\' \\\n  http://localhost:3000/api/v1/candidates',
      },
      {
        type: 'code',
        label: 'Request body (curl … -d @candidates.json): several candidates, with chosen tests',
        code: API_CREATE_REQUEST,
      },
      { type: 'code', label: 'Response (201)', code: API_CREATE_RESPONSE },
      {
        type: 'list',
        items: [
          'Each candidate needs `fullName` and `email`; `phone`, `position` and `experienceLevel` are optional. They are checked one by one with the CSV upload’s rules: a candidate with a missing name, an invalid email or a field over its length, a repeat of an earlier email in the same request, or an email already among your company’s candidates is skipped and listed in `skipped` with the reason (`row` is its position in the request, from 1). The others are added.',
          '`testConfiguration` is the upload wizard’s: `selectedTests` (ids from the test library), `testMode` (pre-built, ai-generated or hybrid), optional `customInstructions` and `scoringWeights`. Without it, candidates get AI-generated questions.',
          'The answer is 201 when at least one candidate was added, 200 when every one was skipped. New candidates start as pending and become questions_generated (Ready) when their questions exist; their invitation emails go out as after an upload, and webhooks receive `candidate.created`.',
          'Each new candidate is one test generation of your plan this month: when they do not all fit in what is left, nothing is added and the answer is 402 with the code PLAN_LIMIT_REACHED. A body that is not one candidate or a `candidates` list of 1 to 1,000 is refused whole with 400.',
          'Retrying a request is safe: candidates it already added are skipped as existing (“Already a candidate of your company”), never added twice; list them with GET to read their ids.',
        ],
      },
      { type: 'heading', text: 'Evaluation and report' },
      {
        type: 'code',
        label: 'Request',
        code: 'curl -H "Authorization: Bearer $HIREASSESS_API_KEY" \\\n  http://localhost:3000/api/v1/candidates/6f5e4d3c-2b1a-4098-8765-43210fedcba9/evaluation',
      },
      { type: 'code', label: 'Response (200; evaluationData abbreviated)', code: API_EVALUATION_RESPONSE },
      {
        type: 'paragraph',
        text: '`evaluationStatus` is pending or processing while scoring runs, then completed, needs_review (an open-ended answer waits for a person) or failed; `evaluationData` holds every section, question and trait result and is null until scored. `norms` answers “is 62 good?”: for each scored section, its percentile among your company’s earlier candidates of the same test (mid-rank, a whole number) with a band (`below_most` under the 25th, `typical` 25th–75th, `above_most` over the 75th) and the group named and sized; with fewer than 30 earlier candidates `percentile` is null and `groupSize` counts them so far. Personality and work style are profiles and never get one. A candidate who has not submitted answers 404.',
      },
      {
        type: 'code',
        label: 'Download the PDF report',
        code: 'curl -H "Authorization: Bearer $HIREASSESS_API_KEY" -o report.pdf \\\n  http://localhost:3000/api/v1/candidates/6f5e4d3c-2b1a-4098-8765-43210fedcba9/report.pdf',
      },
      {
        type: 'paragraph',
        text: 'The report is rendered from the latest scored evaluation (404 before). Its answer carries an `ETag`: send it back as `If-None-Match` and an unchanged report answers 304 without a body.',
      },
      { type: 'heading', text: 'Errors and rate limits' },
      { type: 'code', label: 'Every error has this shape', code: API_ERROR_RESPONSE },
      {
        type: 'table',
        caption: 'Public API errors',
        columns: ['Status', 'Code', 'When'],
        rows: [
          [
            '400',
            'VALIDATION_ERROR',
            'A malformed body, query or id; `details.fieldErrors` names the fields',
          ],
          ['401', 'UNAUTHORIZED', 'No key, a key that is not valid, or a revoked key'],
          ['402', 'PLAN_FEATURE', 'Your company is on the Startup plan'],
          ['402', 'PLAN_LIMIT_REACHED', 'The new candidates do not fit in this month’s test generations'],
          ['404', 'NOT_FOUND', 'No such candidate in your company, or no evaluation or report yet'],
          ['413', 'PAYLOAD_TOO_LARGE', 'The request body is over 1 MB'],
          ['415', 'VALIDATION_ERROR', 'A POST body that is not `application/json`'],
          ['429', 'RATE_LIMITED', 'The key made too many requests this minute; wait `Retry-After` seconds'],
          ['500', 'INTERNAL', 'Something went wrong on our side; retry later'],
        ],
      },
      {
        type: 'paragraph',
        text: 'Each key may make 600 requests a minute (self-hosted installations set this with `API_RATE_LIMIT`). Every answer to a valid key carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (seconds until the window resets); beyond the limit the answer is 429 with a `Retry-After` header. Each key has its own count, so one busy integration does not hold back another.',
      },
      { type: 'heading', text: 'Webhooks' },
      {
        type: 'paragraph',
        text: 'Register an HTTPS endpoint to be notified when candidates are created, questions are generated, an assessment is submitted, an evaluation is completed and candidates move to another hiring stage. Every delivery is signed with HMAC-SHA256 using your endpoint’s secret, so verify the signature before trusting a payload. Failed deliveries are retried with backoff and every attempt is recorded.',
      },
      {
        type: 'paragraph',
        text: 'Webhooks are part of the Enterprise plan. An administrator adds endpoints under Settings → Webhooks (`/settings/webhooks`): the URL, a description and the events it receives. The endpoint’s signing secret (`whsec_…`) is shown when it is created; administrators can reveal it again or rotate it there. Send test event posts a `ping` event at once and shows the status code and response time; the delivery log lists every delivery with its attempts, and Redeliver sends one again.',
      },
      {
        type: 'table',
        caption: 'Webhook events',
        columns: ['Event', 'Sent when', 'What data holds'],
        rows: [
          [
            'candidate.created',
            'A CSV upload or Add candidate admitted new candidates',
            '`assessment_id`, `part` and `parts`, and `candidates` (id, full_name, email, position, experience_level, status): up to 500 per event, so a 10,000-row upload is 20 events',
          ],
          [
            'questions.generated',
            'Candidates’ personal questions are ready (status questions_generated) and their invitations go out',
            '`assessment_id` and `candidates`',
          ],
          [
            'assessment.submitted',
            'A candidate made the final submission',
            '`submission_id`, `submission_number`, `submitted_at`, `assessment_id` and `candidate`',
          ],
          [
            'evaluation.completed',
            'The submission was scored: status completed, or needs_review when an answer needs a human',
            '`evaluation_id`, `submission_id`, `status`, `total_score` (0–100), `section_scores`, `scoring_version` and `candidate`',
          ],
          [
            'candidate.stage_changed',
            'Candidates moved to another hiring stage (one by one, in bulk or through the API); never from a score',
            '`part`, `parts` and `changes` (candidate_id, assessment_id, from, to, changed_at, changed_by: a user id): up to 500 per event, so a bulk move is one event',
          ],
          ['ping', 'Send test event', '`endpoint_id` and a message'],
        ],
      },
      {
        type: 'code',
        label: 'Example payload (assessment.submitted)',
        code: `{
  "id": "evt_3f0c9a6d1b2e4f5a8c7d6e5f4a3b2c1d",
  "type": "assessment.submitted",
  "created_at": "2026-11-22T09:30:12.345Z",
  "company_id": "8d3c2b1a-0f9e-4d8c-b7a6-5e4d3c2b1a09",
  "data": {
    "submission_id": "1b2c3d4e-5f60-4718-89ab-cdef01234567",
    "submission_number": 1,
    "submitted_at": "2026-11-22T09:30:12.101Z",
    "assessment_id": "0a1b2c3d-4e5f-4607-8899-aabbccddeeff",
    "candidate": {
      "id": "6f5e4d3c-2b1a-4098-8765-43210fedcba9",
      "full_name": "Ada Lovelace",
      "email": "ada@example.com",
      "position": "Analyst",
      "experience_level": "Senior",
      "status": "submitted"
    }
  }
}`,
      },
      {
        type: 'table',
        caption: 'Webhook request headers',
        columns: ['Header', 'Value'],
        rows: [
          ['Content-Type', '`application/json`'],
          ['User-Agent', '`HireAssess-Webhooks/1`'],
          [
            'Webhook-Id',
            'The event id (`evt_…`): the same on every attempt and redelivery, so use it to ignore duplicates',
          ],
          ['Webhook-Timestamp', 'When this attempt was signed, in Unix seconds'],
          [
            'Webhook-Signature',
            '`v1=` and the hex HMAC-SHA256 of `<Webhook-Timestamp>.<raw body>` (the timestamp, a dot, and the body exactly as sent) with your whole secret, `whsec_` included, as the key',
          ],
        ],
      },
      {
        type: 'code',
        label: 'Verify a delivery (Node.js)',
        code: `import crypto from 'node:crypto';

// rawBody: the request body exactly as received (a string), before any JSON parsing.
export function verifyWebhook(secret, headers, rawBody) {
  const timestamp = String(headers['webhook-timestamp']);
  const signature = String(headers['webhook-signature']);
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!(age <= 5 * 60)) return false; // older than 5 minutes, or no timestamp: reject
  const expected = \`v1=\${crypto.createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex')}\`;
  return (
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

// Express: keep the raw body for the check, parse it afterwards.
app.post('/webhooks/hireassess', express.text({ type: 'application/json' }), (req, res) => {
  if (!verifyWebhook(process.env.HIREASSESS_WEBHOOK_SECRET, req.headers, req.body)) {
    return res.sendStatus(400);
  }
  const event = JSON.parse(req.body);
  // Deliveries are at least once: skip an event.id you have already handled.
  res.sendStatus(200);
});`,
      },
      {
        type: 'paragraph',
        text: 'Answer with any 2xx status within 10 seconds; redirects are not followed and only the first few KB of your answer are read. Anything else is a failed attempt, retried with exponential backoff: 8 attempts in all, the first at once and the next after about 30–60 seconds, 1–2, 2–4, 4–8, 8–16, 16–32 and 32–60 minutes (each wait is doubled, with random jitter, at most an hour). A delivery is failed when its 8th attempt fails.',
      },
      {
        type: 'note',
        text: 'When 3 deliveries in a row have failed all their attempts, the endpoint is disabled and every administrator of the company gets an email. Events are not sent to a disabled endpoint; fix the receiver, then press Re-enable on the webhook settings page (a success also resets the count). Endpoint URLs must use https and resolve to public (global unicast) addresses: private, loopback, link-local (such as 169.254.169.254), carrier-grade NAT, multicast, reserved and documentation ranges, IPv6 unique-local addresses and the tunnelling and translation ranges that can embed a private IPv4 address (6to4, Teredo, local-use NAT64) are refused when you save the endpoint and again before every attempt.',
      },
      { type: 'heading', text: 'Plans' },
      {
        type: 'paragraph',
        text: `Each company is on the ${PLANS.map((plan) => plan.name).join(' or the ')} plan; the dashboard shows this month’s test generations against the plan’s limit. To change plans, contact sales from the contact page (\`/contact\`).`,
      },
      {
        type: 'table',
        caption: 'Plans',
        columns: ['Plan', 'Price', 'Test generations a month', 'Features'],
        rows: PLANS.map((plan) => [
          plan.name,
          `₹${plan.pricePerUser} per user`,
          plan.testGenerations,
          plan.features.join('; '),
        ]),
      },
      {
        type: 'paragraph',
        text: `Custom questions — ${CUSTOM_QUESTIONS_PLAN_LINE} (see Custom Tests).`,
      },
      {
        type: 'paragraph',
        text: 'A test generation is one candidate’s personalised question set. Candidates admitted and still waiting for their questions count against what is left, and the count starts again on the 1st of each month (UTC). An upload, Add candidate or API call that needs more than is left adds nobody and answers 402 with the code `PLAN_LIMIT_REACHED`, naming the limit, this month’s use and how many candidates still fit. Enterprise allows 5,000 a month unless a higher limit is agreed.',
      },
      {
        type: 'table',
        caption: 'Enterprise-only features',
        columns: ['Feature', 'On the Startup plan'],
        rows: [
          ['Public API and API keys', PLAN_FEATURE_MESSAGES.api],
          ['Webhooks', PLAN_FEATURE_MESSAGES.webhooks],
          ['White-label branding', PLAN_FEATURE_MESSAGES.whiteLabel],
          ['Bulk operations', PLAN_FEATURE_MESSAGES.bulkOperations],
        ],
      },
      {
        type: 'paragraph',
        text: 'On the Startup plan these requests answer 402 with the code `PLAN_FEATURE` and the message above, and the pages show it with a link to `/contact`. Bulk operations are the actions on several selected candidates in one go — delete, export of the selection, resend invitations and the reports ZIP; the same actions on one candidate, exporting the whole list, and CSV uploads work on every plan.',
      },
      { type: 'heading', text: 'White-label branding' },
      {
        type: 'paragraph',
        text: `On the Enterprise plan, Settings → Branding (\`/settings/branding\`) sets the name candidates see instead of your company’s (up to ${BRANDING_LIMITS.displayNameMax} characters), a brand colour and a logo. They appear on the candidate pages and the test, the invitation emails and the page their link opens, and the PDF reports. The colour is used for buttons with white text, so it is refused when white on it has less than 4.5:1 contrast (WCAG AA). The logo is a PNG (up to ${BRANDING_LIMITS.logoMaxPixels}×${BRANDING_LIMITS.logoMaxPixels} pixels) or an SVG, at most ${BRANDING_LIMITS.logoMaxBytes / 1024} KB; scripts, event handlers and external references are removed from SVG files. PDF reports draw PNG logos; with an SVG logo they show the name. A company that moves to the Startup plan keeps its settings, but candidates see the standard look.`,
      },
    ],
  },
  {
    id: 'security',
    group: 'it',
    title: 'Security',
    summary: 'Sessions, passwords, rate limits, tenant isolation, browser protections, and team roles.',
    blocks: [
      {
        type: 'list',
        items: [
          'Sessions live in httpOnly cookies that scripts cannot read; you can sign out of your other sessions.',
          'Passwords are hashed with argon2id and never stored or logged in plain text.',
          'Sign-in is rate-limited per client address, and public forms such as the sales contact form are rate-limited too.',
          'Tenant isolation: every company-owned record carries its company, every administrator query is scoped to the administrator’s company and every candidate query to the candidate’s own record. A record of another company answers 404, never the record.',
          "A strict Content Security Policy (`script-src 'self'`) and security headers protect the browser app.",
          'Every request is validated, with clear 400 errors for invalid input.',
          'Test timing is enforced by the server, and answer keys never reach the candidate’s browser.',
          'Uploads are size-limited, spreadsheet formulas are neutralised in CSV exports, and secrets come only from the environment.',
        ],
      },
      { type: 'heading', text: 'Team and roles' },
      {
        type: 'paragraph',
        text: 'An administrator invites colleagues under Settings → Team, by email, as an admin or a reviewer. The invitation link works once and expires after 7 days; inviting the same address again replaces the earlier link, and a pending invitation can be revoked. The colleague chooses a name and password (or joins with an existing account of the same email that belongs to no company). A colleague already in your team, or one of your candidates, cannot be invited. An address that has an account with another company, or as another company’s candidate, gets the invitation like anyone else, but its link cannot be used to join: accounts are never shared between companies, and the invitation does not tell you whether such an account exists.',
      },
      {
        type: 'table',
        caption: 'What each role may do',
        columns: ['Role', 'May', 'May not'],
        rows: [
          [
            'Admin',
            'Everything: upload and add candidates, delete, resend invitations, retry, unlock, grant extra time, override scores, re-run scoring, company settings, webhooks, API keys and the team.',
            '—',
          ],
          [
            'Reviewer',
            'Read candidates and their live status, evaluations with every answer, reports (PDF and ZIP), analytics, CSV exports, the test library and the team list.',
            'Change anything: the server answers 403 "Reviewers have read-only access." and the dashboard hides those actions.',
          ],
        ],
      },
      {
        type: 'note',
        text: 'A company always keeps at least one admin: the last admin can be neither removed nor made a reviewer. A removed member is signed out everywhere at once.',
      },
      {
        type: 'paragraph',
        text: `Found a vulnerability? Please write to ${SUPPORT_EMAIL} and we will respond quickly.`,
      },
    ],
  },
];

export const DOC_SECTIONS: readonly DocSection[] = [
  ...GUIDE_SECTIONS,
  ...IT_SECTIONS,
  ...ENTERPRISE_SECTIONS,
  SELF_HOSTING_SECTION,
  ACCESSIBILITY_SECTION,
];
