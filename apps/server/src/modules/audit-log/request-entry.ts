import { isOutsideCompanyAccess, MUTATING_METHODS } from '../../lib/access';
import { AUDITED_ROUTES, type AuditedRoute, UNRECORDABLE } from './audited-routes';

/** A route pattern as the tables key it: 'PATCH /api/candidates/:id/stage'. */
export const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/** At most this many ids of a bulk selection are kept (the count is always). */
const MAX_IDS = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An enumerated value (a stage, a role, a status): short, no spaces. Anything else may be free text. */
const ENUM_VALUE = /^[a-z][a-z0-9_-]{0,39}$/i;
/** The body fields that carry a selection of candidates. */
const SELECTION_FIELDS = ['ids', 'candidateIds'] as const;

export type RequestFacts = {
  method: string;
  /** The route's pattern (request.routeOptions.url). */
  url: string;
  params: unknown;
  body: unknown;
};

export type RequestEntry = {
  action: string;
  objectType?: string;
  objectId?: string;
  /** The object is the one the request created: its id is in the answer, not the path. */
  objectFromResponse?: true;
  details: Record<string, unknown>;
};

/** What a request is audited as, or null for a route the log does not record (see audited-routes.ts). */
export function auditedRouteOf(method: string, url: string): AuditedRoute | null {
  const known = AUDITED_ROUTES[routeKey(method, url)];
  if (known) return known;
  if (!url.startsWith('/api/') || isOutsideCompanyAccess(url) || routeKey(method, url) in UNRECORDABLE) {
    return null;
  }
  // A new mutating company route nobody named yet: recorded all the same, and the routes test fails.
  return MUTATING_METHODS.has(method.toUpperCase()) ? { action: 'request.unclassified' } : null;
}

/**
 * The entry of a refused (403) company request: who tried what, never the body, nor the path's ids (a
 * refused caller may name another company's objects, which this company's log must not hold). A
 * reviewer's attempt at an admin's action, or a key's beyond its scope, is what an auditor looks for.
 */
export function refusalEntry(facts: Pick<RequestFacts, 'method' | 'url'>): RequestEntry | null {
  if (!facts.url.startsWith('/api/') || isOutsideCompanyAccess(facts.url)) return null;
  const route = AUDITED_ROUTES[routeKey(facts.method, facts.url)];
  return {
    action: 'request.refused',
    objectType: route?.objectType,
    details: { route: routeKey(facts.method, facts.url), ...(route ? { attempted: route.action } : {}) },
  };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The entry of a successful request: action, object from the path, and details holding only the route's
 * enumerated body fields and the size (and ids) of a selection. Names, emails and free text never go in.
 */
export function requestEntry(facts: RequestFacts): RequestEntry | null {
  const route = auditedRouteOf(facts.method, facts.url);
  if (!route || route.recordsItself) return null;
  const params = asRecord(facts.params);
  const body = asRecord(facts.body);
  const details: Record<string, unknown> = {};
  if (route.action === 'request.unclassified') details.route = routeKey(facts.method, facts.url);

  for (const field of route.bodyFields ?? []) {
    const value = body[field];
    if (typeof value === 'number' || typeof value === 'boolean') details[field] = value;
    else if (typeof value === 'string' && ENUM_VALUE.test(value)) details[field] = value;
  }
  for (const field of SELECTION_FIELDS) {
    const value = body[field];
    if (!Array.isArray(value)) continue;
    details.count = value.length;
    details.candidateIds = value.filter((id) => typeof id === 'string' && UUID.test(id)).slice(0, MAX_IDS);
  }

  const paramNames = Object.keys(params);
  const objectParam = route.objectParam ?? (paramNames.length === 1 ? paramNames[0] : undefined);
  const objectId = objectParam ? params[objectParam] : undefined;
  return {
    action: route.action,
    objectType: route.objectType,
    objectId: typeof objectId === 'string' ? objectId : undefined,
    ...(route.objectFromResponse ? { objectFromResponse: true as const } : {}),
    details,
  };
}
