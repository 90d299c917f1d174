import { SUPPORT_EMAIL } from '@app/contracts';
import type { DocSection } from './content.types';

/**
 * The parts of the documentation that are not about hiring: running your own installation (operators)
 * and the accessibility conformance statement.
 */
export const SELF_HOSTING_SECTION: DocSection = {
  id: 'self-hosting',
  group: 'operators',
  title: 'Self-hosting',
  summary:
    'For operators: install and start HireAssess, sign in to the demo workspace, configure it, and look after it.',
  blocks: [
    {
      type: 'paragraph',
      text: 'HireAssess runs as one Node.js process that serves the web app, the API and the background worker. By default it uses an embedded PostgreSQL database stored under `.data/`, so there is nothing else to install. The project pins Node.js 24 and every npm script runs on it.',
    },
    { type: 'code', label: 'Install and start', code: 'npm install && npm start' },
    {
      type: 'paragraph',
      text: 'The first start creates and migrates the database, seeds a demo workspace and prints its credentials. Then open http://localhost:3000 in your browser. Restarting keeps all data.',
    },
    { type: 'heading', text: 'Demo accounts' },
    {
      type: 'paragraph',
      text: 'On a fresh embedded database the demo administrator is `admin@acme.example` with the password `acme-admin-2026`. It belongs to the company Acme Corp (Technology, hr@acme.example), so you can explore the admin dashboard straight away. The demo candidate `candidate@acme.example` (password `acme-candidate-2026`) has an assessment ready to take. The View Demo button on the home page takes you to sign-in for the demo administrator whenever the demo workspace is available.',
    },
    {
      type: 'note',
      text: 'The demo passwords are public. With `NODE_ENV=production` the demo account is no longer advertised; on a database people rely on, set `SEED_DEMO=false` or delete the demo company’s accounts.',
    },
    { type: 'heading', text: 'Administrators and plans' },
    {
      type: 'paragraph',
      text: 'Administrators can also be created from the command line, optionally together with their company:',
    },
    {
      type: 'code',
      label: 'Create an administrator',
      code: "npm run create-admin -- \\\n  --email hr@yourcompany.com \\\n  --password 'choose-a-strong-password' \\\n  --company 'Your Company' --industry Technology",
    },
    {
      type: 'list',
      items: [
        '`npm run set-plan -- --company NAME --plan startup|enterprise` puts a company on a plan; `--limit N` sets an agreed monthly limit of test generations.',
        '`npm run mailbox` lists the emails kept in the outbox when no SMTP server is configured.',
        'Both work while the app runs, with the same `DATA_DIR` or `DATABASE_URL`.',
      ],
    },
    { type: 'heading', text: 'Configuration' },
    {
      type: 'table',
      caption: 'Environment variables',
      columns: ['Variable', 'Purpose'],
      rows: [
        ['PORT', 'HTTP port (default 3000).'],
        ['HOST', 'The interface to listen on (default localhost; `0.0.0.0` accepts remote connections).'],
        ['DATA_DIR', 'Where the embedded database and the generated auth secret live (default `.data`).'],
        ['DATABASE_URL', 'Use an external PostgreSQL database instead of the embedded one.'],
        ['APP_URL', 'The public address of the app, used in invitation and password reset links.'],
        ['AUTH_SECRET', 'Secret for signing sessions (at least 32 characters); set it in production.'],
        [
          'SMTP_URL',
          'Send email over SMTP. Without it, emails are kept in an outbox you can read with `npm run mailbox`.',
        ],
        ['MAIL_FROM', 'The sender of every email.'],
        ['SEED_DEMO', '`true` seeds the demo company on any database, `false` never does.'],
        ['NODE_ENV', '`production` stops advertising the demo account.'],
        ['TRUST_PROXY', '`true` behind a reverse proxy, so rate limits see the client’s address.'],
        [
          'SIGN_IN_RATE_LIMIT',
          'Password and single sign-on sign-in attempts per client address per minute (default 600, sized for a lab or an office behind one address; each account also locks after repeated failures).',
        ],
        [
          'ADDRESS_RATE_LIMIT',
          'Requests per client address per minute on the invitation and join links (default 2000); each link has its own limit.',
        ],
        [
          'MAIL_BUDGET_PER_COMPANY_PER_DAY',
          'Emails a company’s actions may send in a day before the rest is withheld (default 50000); each address also has a budget per kind of email.',
        ],
        ['API_RATE_LIMIT', 'Public API requests per API key per minute (default 600).'],
        ['AI_BASE_URL', 'Base URL of an OpenAI-compatible API for question generation (optional).'],
        ['AI_API_KEY', 'The API key for that provider.'],
        ['AI_MODEL', 'The model to use, for example a hosted or a local model name.'],
        [
          'METRICS_PORT',
          'Serves Prometheus metrics at `/metrics` on a port of its own (off when unset), on `METRICS_HOST` (default 127.0.0.1).',
        ],
        [
          'LOG_LEVEL',
          'How much the server logs (default info), as JSON lines without tokens, keys or one-time links.',
        ],
      ],
    },
    {
      type: 'paragraph',
      text: 'The README of the project lists every variable, including the limits of live updates, the webhook retry settings and the metrics port.',
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
      text: 'Candidates’ personal data is never sent to the model: generating questions sends the role and the test’s blueprint, and grading an open-ended answer sends the question, its rubric and the answer.',
    },
    { type: 'heading', text: 'Scaling out' },
    {
      type: 'paragraph',
      text: 'The same build runs as only the API (`node apps/server/dist/main.js api`) or only the job worker (`node apps/server/dist/main.js worker`), so several of each can share one external PostgreSQL through `DATABASE_URL`. A PgBouncer in front of it must use session pooling.',
    },
    { type: 'heading', text: 'Operations' },
    {
      type: 'paragraph',
      text: 'The operations guide for IT teams is in the project itself, at `docs/operations/README.md`: running HireAssess as a service, backups while it serves and restoring them, upgrades and rolling back, nginx with TLS in front of several processes, moving to an external PostgreSQL, metrics, health checks and logs, and a hardening checklist. Its backup, restore, upgrade, proxy and metrics procedures are covered by tests.',
    },
    {
      type: 'list',
      items: [
        '`npm run backup -- FILE` writes a consistent backup while the app serves; `npm run restore -- FILE` restores it into an empty data directory or database (`--force` to replace one).',
        'Back up before every upgrade: migrations run by themselves at start and only forward, so the way back is the backup.',
        '`docs/deploy/nginx.conf` is a ready server block for a TLS reverse proxy; set `TRUST_PROXY=true` and an `https://` `APP_URL` behind it.',
        '`METRICS_PORT` serves Prometheus metrics on a port of its own; `/api/health` answers whether the process and its database are up, `/api/health/ready` whether it can take requests.',
      ],
    },
  ],
};

export const ACCESSIBILITY_SECTION: DocSection = {
  id: 'accessibility',
  group: 'policies',
  title: 'Accessibility',
  summary:
    'Our WCAG 2.2 AA conformance statement: what conforms, the known exceptions, and how to report a problem.',
  blocks: [
    {
      type: 'paragraph',
      text: 'We want everyone to be able to take an assessment and to run one, whatever device, browser or assistive technology they use. Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
    },
    { type: 'heading', text: 'Conformance status' },
    {
      type: 'paragraph',
      text: 'HireAssess is partially conformant with WCAG 2.2 level AA: some parts do not fully conform yet. The known exceptions are listed below. This statement was written in November 2026 and is reviewed whenever we find or fix a problem.',
    },
    { type: 'heading', text: 'What we do' },
    {
      type: 'list',
      items: [
        'Pages are built from semantic HTML: headings in order, labelled form fields, tables with header cells, and landmarks for the header, navigation and main content.',
        'Controls are native buttons, links and form fields, usable with a keyboard and with a visible focus indicator. Wide code blocks and tables on this page can be focused and scrolled with the arrow keys.',
        'Changes that happen without moving focus, such as the search results on this page and notifications, are announced to screen readers.',
        'Colours are chosen for AA contrast, and a white-label brand colour is refused when white text on it has less than 4.5:1 contrast.',
        'Pages are laid out for phones as well as desktops, and the candidate test can be taken on a phone.',
        'Integrity signals never change a score, and reports tell reviewers they are signals, not proof.',
      ],
    },
    { type: 'heading', text: 'How we check' },
    {
      type: 'paragraph',
      text: 'Automated axe-core checks run in our browser tests on the public pages, the administrators’ pages and an assessment’s tabs, and the candidate’s dashboard and profile, at a desktop width (1440 pixels) and a phone’s (390 pixels), with every rule including best practices, and they check that nothing is wider than the screen. The candidate test, the report and this page’s search have checks of their own, and keyboard use of the candidate test is tested too. Automated checks find only some problems and only in the states our tests reach, and no independent audit with screen reader users has been done yet.',
    },
    { type: 'heading', text: 'Known exceptions' },
    {
      type: 'list',
      items: [
        'Time limits (WCAG 2.2.1 Timing Adjustable): sections are timed and a candidate cannot turn off or extend the time themselves. An administrator can give extra time, from 1.25× up to 3×, before or during the assessment; candidates who need it should ask the company that invited them before they start.',
        'PDF reports are not tagged PDFs, so screen readers may read them out of order. The same report is available in the browser, in the report dialog.',
        'The interactive API reference at `/api/docs` is a third-party component that our checks do not cover. The OpenAPI document at `/api/openapi.json` and the examples under Integrations carry the same information.',
        'Emails have a plain-text version alongside the HTML one, but their layout is not covered by our automated checks.',
      ],
    },
    { type: 'heading', text: 'Report a problem' },
    {
      type: 'paragraph',
      text: `If something is hard or impossible to use, write to ${SUPPORT_EMAIL} with the page’s address, what you tried to do and the browser and assistive technology you use. We read every report, and a confirmed problem is listed here as a known exception until it is fixed. If you are a candidate, also tell the company that invited you: they can give you extra time or another way to take the assessment.`,
    },
  ],
};
