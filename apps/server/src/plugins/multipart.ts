import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** A part's header block (Content-Disposition, Content-Type): far more than any client sends. */
export const PART_HEADER_LIMITS = { bytes: 8 * 1024, lines: 8, nameCharacters: 100 } as const;

export const MULTIPART_ERRORS = {
  boundaryMissing: 'The upload is not a valid multipart/form-data body: its boundary is missing.',
  boundaryTooLong:
    'The upload is not a valid multipart/form-data body: its boundary is longer than the 70 characters allowed.',
  boundaryInvalid:
    "The upload is not a valid multipart/form-data body: its Content-Type must give one boundary, of letters, digits, spaces and '()+_,-./:=? only.",
  headerTooLarge: `The upload is not a valid form: the headers of a part are larger than ${PART_HEADER_LIMITS.bytes / 1024} KB.`,
  tooManyHeaderLines: `The upload is not a valid form: a part has more than ${PART_HEADER_LIMITS.lines} header lines.`,
  nameTooLong: `The upload is not a valid form: a field name is longer than ${PART_HEADER_LIMITS.nameCharacters} characters.`,
} as const;

export type FormLimits = { fileSize: number; files: number; fields: number; fieldSize: number };

/**
 * @fastify/multipart for the routes of one module, held to the form they read: busboy refuses more
 * files, fields or parts than it has (plugins/errors.ts words the refusals), and the boundary is checked
 * before any handler runs, since busboy throws a plain Error (500) on one over 252 characters and reads
 * any length up to it, where RFC 2046 allows 70. Handlers read the form with formParts.
 */
export const multipartForms = fp(
  async (app: FastifyInstance, limits: FormLimits) => {
    await app.register(multipart, {
      limits: {
        ...limits,
        parts: limits.files + limits.fields,
        // busboy drops header lines beyond this one without a word; formParts refuses them.
        headerPairs: PART_HEADER_LIMITS.lines,
      },
    });
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart()) boundaryOf(request);
    });
    // A refused upload stops reading mid-body. The rest is discarded, as Node does for bodies nobody
    // reads, so a browser still sending gets to the answer and the connection does not hang.
    app.addHook('onResponse', async (request) => {
      if (request.raw.readableEnded) return;
      request.raw.unpipe();
      request.raw.resume();
    });
  },
  { name: 'multipart-forms' },
);

/**
 * request.parts(), refusing a part whose header is beyond PART_HEADER_LIMITS. busboy cuts such a header
 * short without a word and goes on with the part (or skips it, when its Content-Disposition was cut
 * off), so the body is read here too, alongside busboy, and the form refused as soon as a header passes
 * the limits, however long the client goes on sending it.
 */
export async function* formParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const scan = new PartHeaderScan(boundaryOf(request));
  const onData = (chunk: Buffer) => scan.push(chunk);
  // In the same tick as busboy's pipe, before any byte flows, so both read every chunk.
  request.raw.on('data', onData);
  const parts = request.parts();
  try {
    for (;;) {
      const next = await Promise.race([parts.next(), scan.refused]);
      // The same chunk may have ended a part and passed a limit.
      scan.throwIfRefused();
      if (next.done) return;
      if ((next.value.fieldname?.length ?? 0) > PART_HEADER_LIMITS.nameCharacters) {
        throw new AppError('VALIDATION_ERROR', MULTIPART_ERRORS.nameTooLong);
      }
      yield next.value;
    }
  } finally {
    request.raw.off('data', onData);
  }
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
/** One `; name=value` of a Content-Type, which may be empty (RFC 9110 §5.6.6). */
const PARAMETER = new RegExp(`[ \\t]*;[ \\t]*(?:(${TOKEN})=(${TOKEN}|"(?:[^"\\\\]|\\\\.)*"))?[ \\t]*`, 'gy');
/** RFC 2046 §5.1.1: letters, digits and '()+_,-./:=? and spaces, not last. */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/;
const MAX_BOUNDARY = 70;

/**
 * The boundary of a multipart Content-Type, refused (400) unless RFC 2046 allows it. The parameters
 * must parse strictly, so the boundary checked is the one busboy reads: it would also take
 * `boundary*=` (RFC 2231) and undo escapes in quotes, neither of which a valid boundary needs.
 */
function boundaryOf(request: FastifyRequest): string {
  const contentType = request.headers['content-type'] ?? '';
  const parameters = contentType.slice(contentType.search(/[ \t]*;|$/));
  const boundaries: string[] = [];
  let parsed = 0;
  for (const [match, name = '', value = ''] of parameters.matchAll(PARAMETER)) {
    parsed += match.length;
    if (/^boundary\*?$/i.test(name)) boundaries.push(name.endsWith('*') ? '' : value);
  }
  if (boundaries.length === 0) throw new AppError('VALIDATION_ERROR', MULTIPART_ERRORS.boundaryMissing);
  const [first = ''] = boundaries;
  const boundary = first.startsWith('"') ? first.slice(1, -1) : first;
  if (boundary.length > MAX_BOUNDARY)
    throw new AppError('VALIDATION_ERROR', MULTIPART_ERRORS.boundaryTooLong);
  if (parsed !== parameters.length || boundaries.length > 1 || !BOUNDARY.test(boundary)) {
    throw new AppError('VALIDATION_ERROR', MULTIPART_ERRORS.boundaryInvalid);
  }
  return boundary;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const DASH = 0x2d;

/**
 * Follows a multipart body as busboy does (its first delimiter needs no CRLF before it; "--" after a
 * delimiter closes the form) and measures each part's header block, from the delimiter's line end to
 * the blank line.
 */
class PartHeaderScan {
  private readonly delimiter: Buffer;
  private pending = CRLF;
  private inHeader = false;
  private closed = false;
  private refusal: AppError | null = null;
  private reject: (error: AppError) => void = () => {};
  /** Rejects when a header passes the limits, to wake a handler waiting for the next part. */
  readonly refused = new Promise<never>((_, reject) => {
    this.reject = reject;
  });

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    this.refused.catch(() => {});
  }

  throwIfRefused() {
    if (this.refusal) throw this.refusal;
  }

  push(chunk: Buffer) {
    if (this.closed) return;
    let data = Buffer.concat([this.pending, chunk]);
    for (;;) {
      if (this.inHeader) {
        const end = data.indexOf(HEADER_END);
        // Without its end, the last bytes may be the start of the blank line.
        const header = data.subarray(
          0,
          end === -1 ? Math.max(0, data.length - (HEADER_END.length - 1)) : end,
        );
        const refusal =
          header.length > PART_HEADER_LIMITS.bytes
            ? MULTIPART_ERRORS.headerTooLarge
            : lines(header) > PART_HEADER_LIMITS.lines
              ? MULTIPART_ERRORS.tooManyHeaderLines
              : null;
        if (refusal) {
          this.refuse(refusal);
          return;
        }
        if (end === -1) {
          this.pending = data;
          return;
        }
        data = data.subarray(end + HEADER_END.length);
        this.inHeader = false;
        continue;
      }
      const at = data.indexOf(this.delimiter);
      if (at === -1) {
        this.pending = data.subarray(Math.max(0, data.length - (this.delimiter.length - 1)));
        return;
      }
      const after = at + this.delimiter.length;
      if (data.length < after + 2) {
        this.pending = data.subarray(at);
        return;
      }
      if (data[after] === DASH && data[after + 1] === DASH) {
        this.closed = true;
        return;
      }
      data = data.subarray(after);
      this.inHeader = true;
    }
  }

  private refuse(message: string) {
    this.closed = true;
    this.refusal = new AppError('VALIDATION_ERROR', message);
    this.reject(this.refusal);
  }
}

/** Header lines: each ends the line before it, the first the delimiter's own. */
function lines(header: Buffer): number {
  let n = 0;
  for (let at = header.indexOf(CRLF); at !== -1; at = header.indexOf(CRLF, at + CRLF.length)) n += 1;
  return n;
}
