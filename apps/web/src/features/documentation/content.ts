import {
  BRANDING_LIMITS,
  CSV_COLUMNS,
  CSV_LIMITS,
  PLAN_FEATURE_MESSAGES,
  PLANS,
  SUPPORT_EMAIL,
} from '@app/contracts';
import {
  API_CREATE_REQUEST,
  API_CREATE_RESPONSE,
  API_ERROR_RESPONSE,
  API_EVALUATION_RESPONSE,
  API_LIST_RESPONSE,
} from './api-examples';

/**
 * The in-app documentation, as data: the page renders it and the search filters it (filter-sections.ts).
 * Text may contain `inline code` in backticks; the search ignores the backticks.
 */

export type DocEndpoint = { method: 'GET' | 'POST'; path: string; description: string };

export type DocBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  /** `download`: a file name, when the code is also offered as a file (an example CSV). */
  | { type: 'code'; label: string; code: string; download?: string }
  | { type: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { type: 'endpoints'; caption: string; endpoints: readonly DocEndpoint[] }
  | { type: 'note'; text: string };

export type DocSection = {
  /** Anchor id: '/documentation#<id>'. */
  id: string;
  title: string;
  summary: string;
  blocks: readonly DocBlock[];
};

export const DOC_SECTIONS: readonly DocSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    summary: 'What HireAssess does, who it is for, and how an assessment flows from upload to report.',
    blocks: [
      {
        type: 'paragraph',
        text: 'HireAssess is an AI-powered candidate assessment and hiring platform. Administrators set up their company, choose tests from the library, upload candidate lists as CSV, follow every candidate live, and view or download evaluation reports. Candidates sign in, answer timed questions section by section, and submit the whole assessment once.',
      },
      { type: 'heading', text: 'Who it is for' },
      {
        type: 'list',
        items: [
          'Company administrators and HR teams who run hiring: they configure assessments, upload candidates and read the reports.',
          'Candidates who take the tests: their accounts are created for them by invitation, so they never need to sign up.',
        ],
      },
      { type: 'heading', text: 'From CSV to report' },
      {
        type: 'list',
        ordered: true,
        items: [
          'CSV Upload: the admin uploads a list of candidates with the tests to run.',
          'Question Generation: a personalised question set is generated for each candidate and role.',
          'Credential Creation: each candidate gets a sign-in account and an email invitation.',
          'Test Deployment: the assessment is live; candidates take their timed sections and submit.',
          'Scoring and reporting: every section is scored out of 100 and a PDF report is available to the admin.',
        ],
      },
      { type: 'heading', text: 'Principles' },
      {
        type: 'list',
        items: [
          'Personalised yet comparable: every candidate for a role follows the same blueprint (constructs, item counts, difficulty mix and timing). Personalisation changes the surface — industry context, scenarios, tools — so everyone is scored on a common scale.',
          'Transparent scores: every number in a report can be traced back to the candidate’s answers.',
          'Separate workspaces: each company sees only its own candidates, tests and results.',
        ],
      },
    ],
  },
  {
    id: 'getting-started',
    title: 'Getting Started',
    summary: 'Run HireAssess locally, sign in to the demo workspace, or create your own company.',
    blocks: [
      {
        type: 'paragraph',
        text: 'HireAssess runs as one Node.js process that serves the web app, the API and the background worker. By default it uses an embedded PostgreSQL database stored under `.data/`, so there is nothing else to install. The project pins Node.js 24 and every npm script runs on it.',
      },
      { type: 'code', label: 'Install and start', code: 'npm install && npm start' },
      {
        type: 'paragraph',
        text: 'The first start creates and migrates the database, seeds a demo workspace and prints its credentials. Then open http://localhost:3000 in your browser.',
      },
      { type: 'heading', text: 'Demo workspace' },
      {
        type: 'paragraph',
        text: 'On a fresh embedded database the demo administrator is `admin@acme.example` with the password `acme-admin-2026`. It belongs to the company Acme Corp (Technology, hr@acme.example), so you can explore the admin dashboard straight away. The View Demo button on the home page takes you to sign-in for this account whenever the demo workspace is available.',
      },
      { type: 'heading', text: 'Create your own workspace' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Click Start Free Trial on the home page and create an administrator account.',
          'Open the verification link we email you: it confirms your address and signs you in.',
          'An administrator without a company is taken to company onboarding (`/onboard-company`): enter the company name and industry.',
          'You land on the admin dashboard. Open the upload wizard, configure the tests, upload your candidate CSV, review and submit.',
          'Watch the automation pipeline and the candidates table update as invitations go out and candidates take their tests.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Administrators can also be created from the command line, optionally together with their company:',
      },
      {
        type: 'code',
        label: 'Create an administrator',
        code: "npm run create-admin -- \\\n  --email hr@yourcompany.com \\\n  --password 'choose-a-strong-password' \\\n  --company 'Your Company' --industry Technology",
      },
      { type: 'heading', text: 'Configuration' },
      {
        type: 'table',
        caption: 'Environment variables',
        columns: ['Variable', 'Purpose'],
        rows: [
          ['PORT', 'HTTP port (default 3000).'],
          ['DATABASE_URL', 'Use an external PostgreSQL database instead of the embedded one.'],
          ['APP_URL', 'The public address of the app, used in invitation and password reset links.'],
          ['AUTH_SECRET', 'Secret for signing sessions (at least 32 characters); set it in production.'],
          [
            'SMTP_URL',
            'Send email over SMTP. Without it, emails are kept in an outbox you can read with `npm run mailbox`.',
          ],
          ['AI_BASE_URL', 'Base URL of an OpenAI-compatible API for question generation (optional).'],
          ['AI_API_KEY', 'The API key for that provider.'],
          ['AI_MODEL', 'The model to use, for example a hosted or a local model name.'],
        ],
      },
    ],
  },
  {
    id: 'admin-dashboard',
    title: 'Admin Dashboard',
    summary:
      'The administrator’s home: pipeline status, company details, totals, the upload wizard and candidates.',
    blocks: [
      {
        type: 'paragraph',
        text: 'After signing in, administrators land on the admin dashboard (`/admin-dashboard`). The header greets you with “Welcome, Administrator” and holds the logout button. Everything on the page is scoped to your company and updates live.',
      },
      { type: 'heading', text: 'Automation pipeline' },
      {
        type: 'paragraph',
        text: 'A four-step pipeline panel shows where your hiring round stands. Each step reads Completed or Pending:',
      },
      {
        type: 'list',
        items: [
          'CSV Upload: completed as soon as any candidate exists.',
          'Question Generation: completed when any candidate’s questions have been generated (status Ready).',
          'Credential Creation: completed when any candidate has a sign-in account.',
          'Test Deployment: completed when any candidate has started a test (status in progress).',
        ],
      },
      { type: 'heading', text: 'Company card and totals' },
      {
        type: 'list',
        items: [
          'Company details: name, industry and contact email.',
          'Total candidates: everyone uploaded for your company.',
          'Tests completed: the number of finished assessments with the completion rate as a percentage.',
        ],
      },
      { type: 'heading', text: 'Upload wizard' },
      {
        type: 'list',
        ordered: true,
        items: [
          'Configure Tests: pick tests from the library, choose the test mode (pre-built, AI-generated or hybrid) and add optional custom instructions.',
          'Upload CSV: choose a `.csv` file and check the preview of its first 5 lines. This tab opens once at least one test is selected or the mode is AI-generated.',
          'Review & Submit: confirm the configuration and the file, then submit. This tab opens once a file is chosen.',
        ],
      },
      {
        type: 'paragraph',
        text: 'After a successful upload you see how many candidates were processed, the wizard resets and the dashboard refreshes.',
      },
      { type: 'heading', text: 'Candidates table' },
      {
        type: 'paragraph',
        text: 'The table lists Name, Email, Status and Score for every candidate, with three actions: View Report opens the report dialog, PDF downloads the report, and Delete removes the candidate after a confirmation. Deleting cannot be undone and removes all associated test data.',
      },
      {
        type: 'note',
        text: 'If your account is not linked to a company, the dashboard shows an alert and uploading is disabled. Complete company onboarding, or contact support to link your account.',
      },
      {
        type: 'paragraph',
        text: 'Test generations this month are shown against your plan’s limit. The plans, their limits and which features need the Enterprise plan are described under Plans in Integrations.',
      },
    ],
  },
  {
    id: 'candidate-management',
    title: 'Candidate Management',
    summary: 'The CSV format, invitations, candidate statuses and what candidates see.',
    blocks: [
      {
        type: 'paragraph',
        text: 'Candidates are added in bulk from a CSV file in the upload wizard. The first line must be the header row, and the file name must end in `.csv`.',
      },
      { type: 'heading', text: 'CSV format' },
      {
        type: 'table',
        caption: 'CSV columns',
        columns: ['Column', 'Required', 'Description'],
        rows: [
          ['full_name', 'Yes', 'The candidate’s full name, as shown in reports.'],
          ['email', 'Yes', 'Where the invitation is sent; also the candidate’s sign-in email.'],
          ['phone', 'No', 'Contact number.'],
          ['position', 'No', 'The role applied for; used to personalise the questions.'],
          ['experience_level', 'No', 'For example entry, mid or senior; used to pitch scenarios.'],
        ],
      },
      {
        type: 'code',
        label: 'candidates.csv',
        code: 'full_name,email,phone,position,experience_level\nAnanya Rao,ananya.rao@example.com,+91 98450 12345,Backend Engineer,mid\nVikram Singh,vikram.singh@example.com,,Customer Success Manager,senior',
        download: 'candidates-example.csv',
      },
      {
        type: 'list',
        items: [
          `Headers are matched ignoring case, spaces and punctuation: \`Full Name\`, \`FULL_NAME\` and \`full-name\` all name ${CSV_COLUMNS.required[0]}. Other columns are ignored; a column named twice refuses the file.`,
          'The file must be UTF-8 text (with or without a byte order mark), separated by commas; put values that contain commas in double quotes. A file saved with semicolons or tabs is refused with a hint to save it as “CSV UTF-8 (Comma delimited)”.',
          `At most ${CSV_LIMITS.maxBytes / (1024 * 1024)} MB and ${CSV_LIMITS.maxRows.toLocaleString('en-US')} candidate rows per file; blank lines are skipped. A file over either limit, without the required columns, or without any candidate row is refused as a whole.`,
          'Rows with a missing name or email, an invalid email, or a value over its length (name 200, email 254, phone 50, position 200, experience level 100 characters) are skipped with the reason and their row number as a spreadsheet shows it (the header is row 1); the other rows are added.',
          'Duplicates: emails are compared ignoring case. A repeat of an earlier row of the same file is skipped (“Duplicate of row 2 in this file”), and so is an email that is already one of your company’s candidates (“Already a candidate of your company”).',
          'Each added candidate uses one test generation of your plan this month (see Plans under Integrations); an upload that needs more than is left adds nobody.',
        ],
      },
      { type: 'heading', text: 'Invitations' },
      {
        type: 'paragraph',
        text: 'For every candidate the pipeline creates a sign-in account and emails a one-time invitation link to set a password. The link expires after 7 days; administrators can resend it or copy it. Candidates then sign in on the sign-in page.',
      },
      { type: 'heading', text: 'Statuses' },
      {
        type: 'table',
        caption: 'Candidate statuses',
        columns: ['Status', 'Meaning'],
        rows: [
          ['Pending', 'The candidate was created; questions are not generated yet.'],
          ['Ready', 'Personalised questions have been generated.'],
          ['In progress', 'The candidate has started at least one section.'],
          ['Completed', 'Every section has been answered.'],
          ['Submitted', 'The final submission was made; the assessment is locked.'],
        ],
      },
      {
        type: 'paragraph',
        text: 'A submitted assessment can no longer be changed. An administrator can unlock it with a reason, for example after a technical problem on the candidate’s side.',
      },
      { type: 'heading', text: 'The candidate’s view' },
      {
        type: 'list',
        items: [
          'The candidate dashboard shows overall progress and one card per section with its time limit, question count and a Start Test, Continue Test or Review Test button.',
          'Each section is timed (30 minutes by default) and each question has its own timer (60 seconds by default). When the section time runs out, the section is submitted automatically.',
          'Once every section is completed, the candidate submits the whole assessment from the final submit card.',
        ],
      },
    ],
  },
  {
    id: 'test-creation-and-ai',
    title: 'Test Creation and AI',
    summary:
      'The test library, the three test modes, personalisation per candidate and role, and the AI provider.',
    blocks: [
      {
        type: 'paragraph',
        text: 'Every assessment combines tests from the test library with a test mode, both chosen in the Configure Tests step of the upload wizard. Each selected test becomes one timed section.',
      },
      { type: 'heading', text: 'Test library' },
      {
        type: 'list',
        items: [
          'Psychometric: personality (Big Five) inventories, work-preference questions and situational judgement tests with industry-specific scenarios.',
          'English: grammar, vocabulary, reading comprehension and writing, with an indicative CEFR level.',
        ],
      },
      { type: 'heading', text: 'Test modes' },
      {
        type: 'table',
        caption: 'Test modes',
        columns: ['Mode', 'What it does'],
        rows: [
          [
            'pre-built',
            'The default. Questions are drawn from the curated item bank for the selected tests, with equivalent forms per candidate.',
          ],
          [
            'ai-generated',
            'Questions are generated for each candidate’s role and industry. No library test needs to be selected.',
          ],
          ['hybrid', 'The selected library tests plus AI-generated, role-specific questions.'],
        ],
      },
      { type: 'heading', text: 'Personalised per candidate and role' },
      {
        type: 'paragraph',
        text: 'The blueprint of a test is fixed per role: the same constructs, item counts, difficulty mix and timing for everyone. Personalisation changes the surface — industry context, scenario details, tools — and which equivalent items are drawn, so two candidates for the same role are still scored on a common scale. Each form is seeded per candidate so the form and its report can be reproduced. Custom instructions let you steer the context, for example “focus on customer-facing scenarios”.',
      },
      { type: 'heading', text: 'Question types' },
      {
        type: 'list',
        items: [
          'Multiple choice (mcq), true/false, forced choice and situational judgement (sjt): choose from a list of options.',
          'Likert scale: rate agreement with a statement.',
          'Open-ended: a written answer, graded against a four-criterion rubric.',
        ],
      },
      { type: 'heading', text: 'AI provider' },
      {
        type: 'paragraph',
        text: 'Out of the box, questions come from an offline generator over the built-in item bank: no external calls and no API key. To generate questions with a model, point HireAssess at any OpenAI-compatible chat-completions endpoint, such as OpenAI, Ollama, vLLM or a llama.cpp server:',
      },
      {
        type: 'code',
        label: 'Environment',
        code: 'AI_BASE_URL=http://localhost:11434/v1\nAI_API_KEY=your-api-key\nAI_MODEL=llama3.1',
      },
      {
        type: 'paragraph',
        text: 'Generated questions must pass validation and quality checks (exactly one correct answer, distinct options, no protected characteristics, no duplicates). A question that fails is retried once and otherwise replaced from the item bank. The source of every question and the model used are recorded, and candidates’ personal data is never sent to the model.',
      },
    ],
  },
  {
    id: 'reporting',
    title: 'Reporting',
    summary: 'Section scores out of 100, evaluations, the report dialog and PDF reports.',
    blocks: [
      {
        type: 'paragraph',
        text: 'When a candidate submits the assessment, an evaluation runs in the background. The candidates table shows the score as soon as it is ready.',
      },
      { type: 'heading', text: 'What an evaluation contains' },
      {
        type: 'list',
        items: [
          'An overall score from 0 to 100.',
          'A score out of 100 for every section.',
          'The evaluation status: pending, processing, completed, needs review or failed.',
          'Extra evaluation data, such as personality trait profiles, an indicative CEFR level for English (not a certification), and integrity events like leaving the test tab or pasting text.',
        ],
      },
      { type: 'heading', text: 'How sections are scored' },
      {
        type: 'list',
        items: [
          'Questions with a correct answer: percent correct.',
          'Personality (Likert) scales: each trait on 0–100 as a percentage of the scale range, shown as a profile rather than a single “better or worse” number.',
          'Forced choice: a panel of relative preferences within the candidate, never used to rank candidates.',
          'Situational judgement: partial credit against a versioned answer key.',
          'Open-ended answers: graded against the rubric. Answers that cannot be graded with confidence are marked needs review for an administrator to confirm.',
        ],
      },
      { type: 'heading', text: 'Report dialog and PDF' },
      {
        type: 'paragraph',
        text: 'View Report opens a dialog with the overall score, the status, every section score out of 100 and the extra evaluation data. The PDF button downloads a PDF report rendered from the stored evaluation, so it always matches what the dashboard shows.',
      },
    ],
  },
  {
    id: 'integrations',
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
        text: 'The REST API under `/api/v1` lists and adds candidates and reads their evaluations and PDF reports, with the same rules as the admin dashboard. Requests and answers are JSON (the report is a PDF). Every call acts for one company, the one its API key belongs to: another company’s candidate is simply not found (404). The full, readable reference of every route and field is at `/api/docs`, generated from the same OpenAPI 3.1 document the server publishes at `/api/openapi.json`.',
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
              'Your company’s candidates, newest first, a page at a time; ?status= filters by pending, questions_generated, in_progress, completed or submitted.',
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
        ],
      },
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
        text: '`evaluationStatus` is pending or processing while scoring runs, then completed, needs_review (an open-ended answer waits for a person) or failed; `evaluationData` holds every section, question and trait result and is null until scored. A candidate who has not submitted answers 404.',
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
        text: 'Register an HTTPS endpoint to be notified when candidates are created, questions are generated, an assessment is submitted and an evaluation is completed. Every delivery is signed with HMAC-SHA256 using your endpoint’s secret, so verify the signature before trusting a payload. Failed deliveries are retried with backoff and every attempt is recorded.',
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
