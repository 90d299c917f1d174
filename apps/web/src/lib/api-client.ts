import type { TErrorResponse } from '@app/contracts';
import type { z } from 'zod';
import { fileNameFromDisposition } from './download';

/** Shown when the server could not be reached or answered with something other than its error shape. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** Client-side codes for failures that never produced a server error body. */
export const ClientErrorCode = {
  /** fetch() itself failed: offline, DNS, CORS, connection refused. `status` is 0. */
  NETWORK_ERROR: 'NETWORK_ERROR',
  /** The server answered non-2xx without the `{ error: { code, message } }` shape (e.g. a proxy's HTML page). */
  UNEXPECTED_RESPONSE: 'UNEXPECTED_RESPONSE',
  /** A 2xx body did not match the schema (or the guard) the caller expected. */
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const;

type ApiErrorInit = { message: string; status: number; code: string; details?: unknown; cause?: unknown };

/**
 * Every failed API call rejects with this. `message` is the server's message when the server sent one
 * (safe to show to users: the server hides internals of 5xx errors), otherwise UNEXPECTED_ERROR_MESSAGE.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor({ message, status, code, details, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** True when the message came from the server's error body rather than from this client. */
  get isServerMessage(): boolean {
    return this.status > 0 && !Object.values(ClientErrorCode).includes(this.code as never);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show for a failure: the server's own message when there is one, else `fallback`
 * (e.g. the contact form's 'Failed to submit request. Please try again.').
 */
export function getErrorMessage(error: unknown, fallback: string = UNEXPECTED_ERROR_MESSAGE): string {
  if (isApiError(error) && error.isServerMessage && error.message) return error.message;
  return fallback;
}

/**
 * Per-field messages of a 400 VALIDATION_ERROR (`details.fieldErrors`, keyed by the dotted field path),
 * for showing server-side validation inline next to the fields.
 */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return {};
  const fieldErrors = (error.details as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const isObject = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);

/** ZErrorResponse's shape, checked by hand: every page reads errors, and most never load zod (decision 023). */
function isErrorResponse(data: unknown): data is TErrorResponse {
  if (!isObject(data) || !isObject(data.error)) return false;
  return typeof data.error.code === 'string' && typeof data.error.message === 'string';
}

/** The ApiError for a non-2xx answer: the server's code and message when it sent its error shape. */
export function errorFromResponse(status: number, data: unknown): ApiError {
  if (!isErrorResponse(data)) {
    return new ApiError({
      message: UNEXPECTED_ERROR_MESSAGE,
      status,
      code: ClientErrorCode.UNEXPECTED_RESPONSE,
    });
  }
  const { code, message, details } = data.error;
  return new ApiError({ message: message || UNEXPECTED_ERROR_MESSAGE, status, code, details });
}

/**
 * How a 2xx body is checked: a zod schema parses it (its output becomes the result), or a type guard
 * vouches for it as is (pages that trust the server's serialiser, decision 023). Either failing is
 * INVALID_RESPONSE.
 */
type ResponseCheck<T> = z.ZodType<T> | ((data: unknown) => data is T);

/**
 * The guard of pages that trust the server's serialiser (the server checks every response against its
 * contract): a JSON object carrying the named fields. A proxy's page, an empty body or another route's
 * JSON then ends as the INVALID_RESPONSE error it always did, not as a crash deeper in the page.
 */
export const hasFields =
  <T extends object>(...fields: (keyof T & string)[]) =>
  (data: unknown): data is T =>
    isObject(data) && fields.every((field) => data[field] !== undefined);

export type RequestOptions = {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Resolve with the body as a Blob (a file to download) instead of parsed JSON; errors stay ApiErrors. */
  blob?: boolean;
  /** Like `blob`, with the file name from Content-Disposition: resolves with a DownloadedFile. */
  file?: boolean;
};

/** A file the server sent: its body and the name it gave (null when it gave none). */
export type DownloadedFile = { blob: Blob; fileName: string | null };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  check: ResponseCheck<T> | undefined,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // Multipart: the browser sets Content-Type with the boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    // Aborts are not failures the user should hear about; let TanStack Query see them as such.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({
      message: UNEXPECTED_ERROR_MESSAGE,
      status: 0,
      code: ClientErrorCode.NETWORK_ERROR,
      cause,
    });
  }

  if (response.ok && options.blob) return (await response.blob()) as T;
  if (response.ok && options.file) {
    const file: DownloadedFile = {
      blob: await response.blob(),
      fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
    };
    return file as T;
  }
  const data = await readJson(response);

  if (!response.ok) throw errorFromResponse(response.status, data);

  if (!check) return data as T;
  if (typeof check === 'function') {
    if (check(data)) return data;
    throw invalidResponse(response.status);
  }
  const result = check.safeParse(data);
  if (!result.success) throw invalidResponse(response.status, result.error.issues);
  return result.data;
}

const invalidResponse = (status: number, details?: unknown) =>
  new ApiError({
    message: UNEXPECTED_ERROR_MESSAGE,
    status,
    code: ClientErrorCode.INVALID_RESPONSE,
    details,
  });

/**
 * Thin fetch wrapper for the app's own API, always same-origin (the server serves the SPA; Vite proxies
 * /api in development), so paths are like '/api/contact-requests'. Cookies are always sent (sessions are httpOnly cookies),
 * bodies are JSON unless a FormData is passed, and every non-2xx answer becomes an ApiError.
 * Pass a zod schema to validate the response and type the result from it, or a type guard (`hasFields`)
 * to check its shape without loading zod.
 */
export const api = {
  get: <T = unknown>(path: string, check?: ResponseCheck<T>, options?: RequestOptions) =>
    request<T>('GET', path, undefined, check, options),
  post: <T = unknown>(path: string, body?: unknown, check?: ResponseCheck<T>, options?: RequestOptions) =>
    request<T>('POST', path, body, check, options),
  put: <T = unknown>(path: string, body?: unknown, check?: ResponseCheck<T>, options?: RequestOptions) =>
    request<T>('PUT', path, body, check, options),
  patch: <T = unknown>(path: string, body?: unknown, check?: ResponseCheck<T>, options?: RequestOptions) =>
    request<T>('PATCH', path, body, check, options),
  delete: <T = unknown>(path: string, check?: ResponseCheck<T>, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, check, options),
};
