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
 * busboy (under @fastify/multipart) reports a form the client got wrong with plain Errors, which
 * would answer 500: a multipart Content-Type without its boundary, and a body that ends before the
 * form's closing boundary (a cut-off upload).
 */
function malformedMultipartMessage(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  if (message === 'Multipart: Boundary not found') {
    return 'The upload is not a valid multipart/form-data body: its boundary is missing.';
  }
  if (/unexpected end of multipart data$/i.test(message)) {
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
