import { AppError } from './app-error';

/**
 * Far deeper than any body the API documents (a few levels), far shallower than what the recursive
 * readers after the parser survive: zod, Better Auth's forwarded body (JSON.stringify), PostgreSQL's
 * jsonb. A body of 100,000 levels fits in the 1 MB limit and answered 500 from one of them.
 */
export const MAX_JSON_DEPTH = 64;

export const JSON_ERRORS = {
  notUtf8: 'The request body is not valid UTF-8.',
  tooDeep: `JSON cannot be nested more than ${MAX_JSON_DEPTH} levels deep.`,
  loneSurrogate: 'Text cannot contain an unpaired UTF-16 surrogate (\\ud800-\\udfff).',
} as const;

/**
 * Whether arrays and objects nest deeper than `limit`, by counting brackets outside strings in one pass
 * that stops at the first level too deep, so a hostile text costs no more than its first `limit` levels.
 * Malformed text is left to JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i += 1;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth -= 1;
  }
  return false;
}

/** With the u flag a pair is one code point, so only an unpaired surrogate matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;
/** JSON text escapes a surrogate as \uD800-\uDFFF; texts without one need no walk. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Any string or key of a parsed value holding an unpaired surrogate (its depth already bounded). */
function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => LONE_SURROGATE.test(key) || hasLoneSurrogate(v));
  }
  return false;
}

/**
 * JSON.parse for text from a client, refusing (400) what no route can store or walk: nesting deeper
 * than MAX_JSON_DEPTH, checked before parsing, and unpaired surrogates in strings or keys (PostgreSQL's
 * jsonb refuses them with an error that answered 500, and text columns silently store U+FFFD). `parse`
 * is JSON.parse or a stricter one; its own errors (not JSON at all) pass through.
 */
export function parseJsonText(text: string, parse: (text: string) => unknown = JSON.parse): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError('VALIDATION_ERROR', JSON_ERRORS.tooDeep);
  const value = parse(text);
  if (SURROGATE_ESCAPE.test(text) && hasLoneSurrogate(value)) {
    throw new AppError('VALIDATION_ERROR', JSON_ERRORS.loneSurrogate);
  }
  return value;
}
