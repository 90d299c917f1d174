/**
 * Which requests a read-only reviewer may make (SPEC.md section 6, issue 7). Company members are admins
 * (everything) and reviewers (reads). Every mutating route is admin-only for them unless it is listed
 * here, so a new route is closed to reviewers until someone decides otherwise.
 */

export const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const REVIEWER_READ_ONLY_MESSAGE = 'Reviewers have read-only access.';

/** Mutating routes that read: the ids of a selection go in a body, which a query string may not hold. */
export const READS_BY_POST: Readonly<Record<string, string>> = {
  'POST /api/candidates/export': 'CSV export of the selected candidates',
  'POST /api/reports/zip': 'PDF reports of the selected candidates in one ZIP',
};

/** Mutating routes that are not company-member actions: they keep their own guards. */
export const OUTSIDE_COMPANY_ACCESS: readonly { prefix: string; reason: string }[] = [
  { prefix: '/api/auth/', reason: 'Better Auth: sign-in, sign-out, password and session management' },
  { prefix: '/api/candidate/', reason: "the candidate's own assessment (candidate role only)" },
  { prefix: '/api/submit-assessment', reason: "the candidate's final submission (candidate role only)" },
  { prefix: '/api/v1/', reason: 'the public API: API-key authentication, never a session' },
  { prefix: '/api/contact-requests', reason: 'the public contact form' },
  { prefix: '/api/invitations/', reason: "a candidate's application link: its check and entry (public)" },
  {
    prefix: '/api/join/',
    reason: "an assessment's public invitation link: sign-up and confirmation (public)",
  },
  {
    prefix: '/api/integrations/lever/webhooks/',
    reason: "Lever's signed stage-change webhook: verified by its signature, never a session",
  },
  {
    prefix: '/api/team/invitations/accept',
    reason: 'accepting a team invitation: the caller has no company yet',
  },
];

const key = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

export function isOutsideCompanyAccess(url: string): boolean {
  return OUTSIDE_COMPANY_ACCESS.some((entry) => url.startsWith(entry.prefix));
}

/** True when a reviewer may call this route (`url` is the route's pattern, e.g. /api/candidates/:id). */
export function reviewerMayCall(method: string, url: string): boolean {
  if (!MUTATING_METHODS.has(method.toUpperCase())) return true;
  return key(method, url) in READS_BY_POST || isOutsideCompanyAccess(url);
}

/** The candidate's own assessment: closed to company members. */
const CANDIDATE_ROUTES = ['/api/candidate/', '/api/submit-assessment'];

/**
 * What a candidate may call besides their assessment: their account, sign-in, and the routes open to
 * anyone. Every other /api route is the company's, so a new company route is closed to candidates.
 */
const OPEN_TO_CANDIDATES = [
  '/api/me',
  '/api/auth/',
  '/api/health',
  '/api/openapi.json',
  '/api/public-config',
  '/api/branding/logo/',
  '/api/invitations/',
  '/api/join/',
  '/api/contact-requests',
  '/api/team/invitations/accept',
  '/api/v1/',
];

const startsWithAny = (url: string, prefixes: readonly string[]) => prefixes.some((p) => url.startsWith(p));

/**
 * True when a signed-in user of `role` may reach this route at all (`url` is the route's pattern).
 * Checked before body validation, so a candidate calling a company route (or an admin a candidate's)
 * is refused with 403 rather than told how the body should look.
 */
export function roleMayCall(role: string, method: string, url: string): boolean {
  if (!url.startsWith('/api/')) return true;
  if (startsWithAny(url, CANDIDATE_ROUTES)) return role === 'candidate';
  if (role === 'candidate') return startsWithAny(url, OPEN_TO_CANDIDATES);
  if (role === 'reviewer') return reviewerMayCall(method, url);
  return true;
}
