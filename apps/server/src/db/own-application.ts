import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { candidates, questions, sections } from './schema';

/**
 * Which application a candidate's request reaches (decision 032): always one of the session user's own,
 * and of those the one the request names. A foreign or unknown id finds nothing, which answers 404.
 */
export type ApplicationScope = {
  /** The session's user. */
  userId: string;
  /** The application the path names (`/api/candidate/applications/:applicationId/...`); null when none. */
  applicationId: string | null;
  /** A section the path names: the application of that section's assessment, when the path names none. */
  sectionId?: string;
  /** A question the path names: the application whose form holds it, when the path names none. */
  questionId?: string;
};

/** The user's own applications, narrowed to the one the path names. */
export function ownApplication(scope: ApplicationScope): SQL {
  const named = scope.applicationId === null ? undefined : eq(candidates.id, scope.applicationId);
  return and(eq(candidates.userId, scope.userId), named) as SQL;
}

/**
 * Which of the user's applications a request answers for when its path names none: the one of the
 * section or question it names, else the first not yet finished, else the first. With one application,
 * that one; the older unscoped routes keep working for a person who has several.
 */
export function applicationOrder(scope: ApplicationScope): SQL[] {
  const ofPath = scope.questionId
    ? [
        sql`${candidates.id} = (SELECT ${questions.candidateId} FROM ${questions} WHERE ${questions.id} = ${scope.questionId}) DESC NULLS LAST`,
      ]
    : scope.sectionId
      ? [
          sql`${candidates.assessmentId} = (SELECT ${sections.assessmentId} FROM ${sections} WHERE ${sections.id} = ${scope.sectionId}) DESC NULLS LAST`,
        ]
      : [];
  return [...ofPath, sql`${candidates.testStatus} IN ('completed', 'submitted')`, asc(candidates.createdAt)];
}

/** True when the scope names no application, or one of the user's own. */
export async function ownsApplication(db: Executor, scope: ApplicationScope): Promise<boolean> {
  if (scope.applicationId === null) return true;
  const [row] = await db.select({ id: candidates.id }).from(candidates).where(ownApplication(scope));
  return row !== undefined;
}
