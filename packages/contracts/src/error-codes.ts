/**
 * The error codes and their statuses, apart from the error body's schema (errors.ts): the web's pages read
 * them without loading zod (decision 023).
 */

/** Stable error codes. The HTTP status of each is fixed in ERROR_STATUS so clients can switch on codes. */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** Signed in, but the role or company does not allow the action. */
  FORBIDDEN: 'FORBIDDEN',
  /** Also used for rows of another tenant: their existence is never revealed. */
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** The request needs more test generations than the company's plan has left this month (402). */
  PLAN_LIMIT_REACHED: 'PLAN_LIMIT_REACHED',
  /** An enterprise-only feature (API, webhooks, white-label, bulk operations) on the Startup plan (402). */
  PLAN_FEATURE: 'PLAN_FEATURE',
  /** The section was submitted or its deadline (plus the grace period) has passed (409). */
  SECTION_CLOSED: 'SECTION_CLOSED',
  /** The assessment was finally submitted; only an admin's unlock opens it again (423). */
  ASSESSMENT_LOCKED: 'ASSESSMENT_LOCKED',
  /** A section cannot be started yet: the assessment's window has not opened (409, details: the times). */
  ASSESSMENT_NOT_OPEN: 'ASSESSMENT_NOT_OPEN',
  /**
   * No new section can be started: the candidate's deadline passed or the assessment is closed or
   * archived (409, details: the times). A section already started keeps its own clock.
   */
  DEADLINE_PASSED: 'DEADLINE_PASSED',
  /**
   * The session an application link opened reaches that application only; the person's own things (all
   * their applications, data export, erasure, a self-identification correction) need their proof: a
   * one-time code to their address, their password or single sign-on (403, decision 033).
   */
  PROOF_REQUIRED: 'PROOF_REQUIRED',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_STATUS: Record<TErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  PLAN_LIMIT_REACHED: 402,
  PLAN_FEATURE: 402,
  SECTION_CLOSED: 409,
  ASSESSMENT_LOCKED: 423,
  ASSESSMENT_NOT_OPEN: 409,
  DEADLINE_PASSED: 409,
  PROOF_REQUIRED: 403,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};
