import type { TRole } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { REVIEWER_READ_ONLY_MESSAGE } from '../../lib/access';
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
