import type { TRole } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { profilesRepository } from '../modules/profiles/profiles.repository';
import type { SessionData } from '../plugins/auth';
import { AppError, forbidden, unauthorized } from './app-error';

/** onRequest hook: answers 401 before body validation, so anonymous callers learn nothing about the schema. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  await requireSession(request);
}

export async function requireSession(request: FastifyRequest): Promise<SessionData> {
  const session = await request.getSession();
  if (!session) throw unauthorized();
  return session;
}

export type Actor = {
  session: SessionData;
  profile: NonNullable<Awaited<ReturnType<typeof profilesRepository.findWithRoleAndCompany>>>;
};

/** The signed-in user with the given role; every company-scoped query takes its ids from here, never from the body. */
export async function requireRole(request: FastifyRequest, db: Database, role: TRole): Promise<Actor> {
  const session = await requireSession(request);
  const profile = await profilesRepository.findWithRoleAndCompany(db, session.user.id);
  if (!profile) throw new AppError('FORBIDDEN', 'Your account has no profile. Please contact support.');
  if (profile.role !== role) throw forbidden();
  return { session, profile };
}
