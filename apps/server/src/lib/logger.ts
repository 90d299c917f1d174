import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from 'pino';

/**
 * Whoever reads the logs must find no way in (issue 37): no one-time link, token, key or password in any
 * line at any level. Values are scrubbed by what they are called, wherever a log call puts them, so a new
 * route or a careless log call is covered without knowing about it.
 */
const REDACTED = '[Redacted]';

/**
 * Query and route parameters whose value opens something: one-time links' tokens, API keys, OAuth codes
 * and states, signatures. Matched as part of a name (`callbackToken`, `api_key`, `RelayState`).
 */
const SECRET_PARAMETER = /token|secret|passw|key|code|state|signature|otp|ticket|credential|saml/i;

/**
 * A path segment after one naming a secret carries it: Better Auth's emailed `/reset-password/<token>`,
 * served by a wildcard route whose pattern names no parameter.
 */
const SECRET_PATH_SEGMENT = /token|secret|passw/i;

/** Fields a log call may carry a credential in, at the top level or nested up to two levels. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'clientSecret',
  'apiKey',
  'key',
  'authorization',
  'cookie',
  '"set-cookie"',
  '"x-api-key"',
  'databaseUrl',
  'connectionString',
];
const URL_FIELD = 'url';
const REDACTED_PATHS = [...SECRET_FIELDS, URL_FIELD].flatMap((field) => [
  field,
  `*.${field}`,
  `*.*.${field}`,
]);

function scrubQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator < 0) return pair;
      const name = pair.slice(0, separator);
      return SECRET_PARAMETER.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * A URL fit for a log: the values of secret query parameters, of the route's secret path parameters
 * (`/api/join/:token`) and of the segment after a secret-naming one are replaced.
 */
export function scrubUrl(url: string, routePattern?: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const segments = path.split('/');
  const patternSegments = routePattern?.split('/') ?? [];
  const wildcard = patternSegments.indexOf('*');
  const scrubbed = segments.map((segment, index) => {
    const pattern = wildcard >= 0 && index >= wildcard ? undefined : patternSegments[index];
    const parameterNames = [...(pattern ?? '').matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    if (parameterNames.some((name) => SECRET_PARAMETER.test(name))) return REDACTED;
    const previous = segments[index - 1];
    return previous && SECRET_PATH_SEGMENT.test(previous) ? REDACTED : segment;
  });
  const query = queryStart < 0 ? '' : `?${scrubQuery(url.slice(queryStart + 1))}`;
  return scrubbed.join('/') + query;
}

/** Fastify's own request serializer, with the URL scrubbed against the route it matched. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Drizzle writes a failed query's parameters (password hashes, tokens, emails) into its message and
 * stack: the query stays, its parameters do not.
 */
function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { params } = cause as { params?: unknown };
    if (!Array.isArray(params) || params.length === 0) continue;
    const leaked = `params: ${params}`;
    serialized.message = serialized.message?.replaceAll(leaked, `params: ${REDACTED}`);
    serialized.stack = serialized.stack?.replaceAll(leaked, `params: ${REDACTED}`);
    if (cause === error) serialized.params = REDACTED;
  }
  return serialized;
}

/** The process's logger: JSON lines, scrubbed of credentials (see above). */
export function createLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: REDACTED_PATHS,
      censor: (value: unknown, path: string[]) =>
        path.at(-1) === URL_FIELD ? scrubUrl(String(value)) : REDACTED,
    },
    serializers: { req: serializeRequest, err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * A library's log function writing to this logger, its lines marked with the library's name: whatever
 * the library passes along with a message is kept as `details`, an error among it as `err`.
 */
export function libraryLog(logger: Logger, library: string) {
  const libraryLogger = logger.child({ library });
  return (level: 'debug' | 'info' | 'warn' | 'error', message: string, ...details: unknown[]) => {
    const err = details.find((detail) => detail instanceof Error);
    const rest = details.filter((detail) => detail !== err);
    libraryLogger[level]({ ...(err ? { err } : {}), ...(rest.length > 0 ? { details: rest } : {}) }, message);
  };
}
