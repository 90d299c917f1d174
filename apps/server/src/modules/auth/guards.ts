import type { TRole } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { REVIEWER_READ_ONLY_MESSAGE, roleMayCall } from '../../lib/access';
import { AppError, forbidden, unauthorized } from '../../lib/app-error';
import { type Profile, profilesService } from '../profiles/profiles.service';
import type { SessionData } from './auth';

/** onRequest hook: answers 401 before body validation, so anonymous callers learn nothing about the schema. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  await requireSession(request);
}

export async function requireSession(request: FastifyRequest): Promise<SessionData> {
  const session = await request.getSession();
  if (!session) throw unauthorized();
  return session;
}

export type { Profile };

export type Actor = { session: SessionData; profile: Profile };

// One profile lookup per request, however many guards (the reviewer hook, then the route's) ask.
const profileOfRequest = new WeakMap<FastifyRequest, Promise<Profile | null>>();

/** The profile the session lookup already read (modules/auth/session-reader.ts): no second query. */
export function primeProfile(request: FastifyRequest, profile: Profile | null): void {
  profileOfRequest.set(request, Promise.resolve(profile));
}

export function profileOf(request: FastifyRequest, db: Database, userId: string): Promise<Profile | null> {
  let found = profileOfRequest.get(request);
  if (!found) {
    found = profilesService.find(db, userId);
    profileOfRequest.set(request, found);
  }
  return found;
}

async function requireProfile(request: FastifyRequest, db: Database): Promise<Actor> {
  const session = await requireSession(request);
  const profile = await profileOf(request, db, session.user.id);
  if (!profile) throw new AppError('FORBIDDEN', 'Your account has no profile. Please contact support.');
  return { session, profile };
}

/**
 * The signed-in user with the given role: `'admin'` guards every company mutation (a reviewer is told
 * they have read-only access), `'candidate'` the candidate's own assessment. Every company-scoped
 * query takes its ids from here, never from the body.
 */
export async function requireRole(request: FastifyRequest, db: Database, role: TRole): Promise<Actor> {
  const actor = await requireProfile(request, db);
  if (actor.profile.role === role) return actor;
  if (actor.profile.role === 'reviewer' && role === 'admin') throw forbidden(REVIEWER_READ_ONLY_MESSAGE);
  throw forbidden();
}

/** An admin or a reviewer: the company's reads (candidates, evaluations, reports, analytics, exports). */
export async function requireCompanyMember(request: FastifyRequest, db: Database): Promise<Actor> {
  const actor = await requireProfile(request, db);
  if (actor.profile.role !== 'admin' && actor.profile.role !== 'reviewer') throw forbidden();
  return actor;
}

/**
 * Refuses a signed-in user a route of another role before body validation, whatever the route's own
 * guard says: a reviewer's mutations (a route added without a thought for reviewers is closed to them;
 * lib/access.ts lists the exceptions), a candidate's call of a company route, a member's call of a
 * candidate's. The routes' requireRole says the same again, so neither check alone is load-bearing.
 */
export async function refuseOtherRoles(request: FastifyRequest, db: Database): Promise<void> {
  const url = request.routeOptions.url;
  if (!url?.startsWith('/api/') || url.startsWith('/api/auth/')) return;
  const session = await request.getSession();
  if (!session) return;
  const profile = await profileOf(request, db, session.user.id);
  if (!profile || roleMayCall(profile.role, request.method, url)) return;
  throw forbidden(profile.role === 'reviewer' ? REVIEWER_READ_ONLY_MESSAGE : undefined);
}
