import type { TErrorCode, TErrorResponse } from '@app/contracts';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: TErrorCode | string,
  message: string,
  details?: unknown,
) {
  const body: TErrorResponse = { error: { code, message, ...(details === undefined ? {} : { details }) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

const STATUS_CODES: Record<number, TErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
};
export const codeForStatus = (status: number): TErrorCode =>
  STATUS_CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION_ERROR');

/**
 * PostgreSQL refuses a NUL character in text (22021) and in jsonb (22P05): valid JSON a client may send
 * in any string field, so the client's mistake, not the server's.
 */
function isUnstorableText(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '22021' || e.code === '22P05') return true;
  }
  return false;
}

/**
 * @fastify/multipart's refusals of a form, in words for the person uploading: its own are terse, and
 * its limits answer 413 (a form with too many parts is not too large) and an unreadable JSON field 406.
 * A route with a form of its own words its limits first.
 */
const MULTIPART_REFUSALS = new Map<unknown, string>([
  ['FST_PARTS_LIMIT', 'The form has more fields than this upload accepts.'],
  ['FST_FIELDS_LIMIT', 'The form has more fields than this upload accepts.'],
  ['FST_FILES_LIMIT', 'The form has more files than this upload accepts.'],
  ['FST_PROTO_VIOLATION', 'The form has a field name that is not allowed.'],
  ['FST_INVALID_JSON_FIELD_ERROR', 'A form field sent as JSON is not valid JSON.'],
]);

/**
 * What busboy (under @fastify/multipart) and @fastify/multipart refuse in a form the client got wrong,
 * or null. busboy reports a body that ends before the form's closing boundary (a cut-off upload) with a
 * plain Error, which would answer 500.
 */
function malformedMultipartMessage(error: unknown): string | null {
  const refusal = MULTIPART_REFUSALS.get((error as { code?: unknown } | null)?.code);
  if (refusal) return refusal;
  if (error instanceof Error && /unexpected end of multipart data$/i.test(error.message)) {
    return 'The upload ended before the form was complete. Please try again.';
  }
  return null;
}

/**
 * One error shape for every route: {error: {code, message, details?}}. Expected errors carry their
 * message; anything else is logged with its request and answered with a generic 500, never a stack.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError)
        return sendError(reply, error.statusCode, error.code, error.message, error.details);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
          fieldErrors[field] ??= issue.message ?? 'Invalid value';
        }
        const first = error.validation[0]?.message;
        return sendError(reply, 400, 'VALIDATION_ERROR', first ?? 'Invalid input', { fieldErrors });
      }
      if (isUnstorableText(error)) {
        return sendError(reply, 400, 'VALIDATION_ERROR', 'Text cannot contain NUL (\\u0000) characters.');
      }
      const multipart = malformedMultipartMessage(error);
      if (multipart) return sendError(reply, 400, 'VALIDATION_ERROR', multipart);
      const status = error.statusCode ?? 500;
      if (status < 500) {
        const message =
          status === 413
            ? 'The request is too large.'
            : status === 429
              ? 'Too many requests. Please try again later.'
              : error.message;
        return sendError(reply, status, codeForStatus(status), message);
      }
      // `req` goes through the logger's request serializer, which scrubs tokens from the URL.
      request.log.error({ err: error, req: request }, 'unhandled error');
      return sendError(reply, 500, 'INTERNAL', 'Something went wrong. Please try again.');
    });
  },
  { name: 'errors' },
);
