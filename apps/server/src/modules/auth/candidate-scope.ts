import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { type ApplicationScope, ownsApplication } from '../../db/own-application';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
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
 */
export async function candidateScope(request: FastifyRequest, db: Database): Promise<ApplicationScope> {
  const userId = (await requireRole(request, db, 'candidate')).session.user.id;
  return { userId, applicationId: namedApplication(request) };
}

/** The application id of the request's path; null on SPEC's unscoped paths. */
export function namedApplication(request: FastifyRequest): string | null {
  const { applicationId } = request.params as { applicationId?: string };
  if (applicationId === undefined) return null;
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  return applicationId;
}
