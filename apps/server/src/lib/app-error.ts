import { ERROR_STATUS, type TErrorCode } from '@app/contracts';

/** An expected failure: its message is written for the user and reaches the client verbatim. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly details?: unknown;

  constructor(code: TErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.details = details;
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
