import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type ApplicationScope, ownsApplication } from '../../db/own-application';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { PROOF_REQUIRED_MESSAGE } from './application-entry.plugin';
import type { SessionData } from './auth';
import { requireRole, signedIn } from './guards';

/**
 * Where the candidate's routes are mounted (decision 032): SPEC's paths, which answer for the application
 * in progress, and the same paths under one application's id, which answer for that one only. A named
 * application that is not the caller's is 404 before anything else (the body is not even read).
 */
export function candidateMounts(db: Database) {
  return [
    { base: '/api/candidate', params: z.object({}), onRequest: signedIn },
    {
      base: '/api/candidate/applications/:applicationId',
      params: z.object({
        applicationId: z
          .string()
          .max(100)
          .describe("The application's id: GET /api/candidate/applications lists them (uuid)"),
      }),
      onRequest: async (request: FastifyRequest) => {
        await signedIn(request);
        await assertOwnApplication(request, db);
      },
    },
  ] as const;
}

async function assertOwnApplication(request: FastifyRequest, db: Database) {
  if (!(await ownsApplication(db, await candidateScope(request, db))))
    throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
}

export const APPLICATION_NOT_FOUND = 'Application not found';

/**
 * The signed-in candidate and the application their request names, if any. An id that is no id is
 * another application they do not have: 404, like a foreign one (which the scoped queries find nothing of).
 * A session an application link opened (decision 033) reaches that application only: SPEC's unscoped paths
 * answer for it, and a path naming another is 404.
 */
export async function candidateScope(request: FastifyRequest, db: Database): Promise<ApplicationScope> {
  const { session } = await requireRole(request, db, 'candidate');
  const named = namedApplication(request);
  const linked = session.session.applicationId ?? null;
  if (linked && named && named !== linked) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return { userId: session.user.id, applicationId: named ?? linked };
}

/**
 * The person's own things (all their applications, their data export, an erasure request, a correction of
 * their self-identification) need a session they proved themselves for: their password, a one-time code
 * sent to their address, or single sign-on. A session an application link opened is refused (403, code
 * PROOF_REQUIRED), whoever holds the link.
 */
export async function requireOwnProof(request: FastifyRequest, db: Database): Promise<void> {
  const { session } = await requireRole(request, db, 'candidate');
  refuseLinkSession(session);
}

/** 403 PROOF_REQUIRED for a session an application link opened: whoever holds the link holds it. */
export function refuseLinkSession(session: Pick<SessionData, 'session'>): void {
  if (session.session.applicationId) throw new AppError('PROOF_REQUIRED', PROOF_REQUIRED_MESSAGE);
}

/** The application id of the request's path; null on SPEC's unscoped paths. */
export function namedApplication(request: FastifyRequest): string | null {
  const { applicationId } = request.params as { applicationId?: string };
  if (applicationId === undefined) return null;
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return applicationId;
}
