import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

type Resolve = (schema: JsonSchema) => JsonSchema;

/** Resolves '#/components/schemas/X' references against the served document. */
export function resolver(document: { components?: { schemas?: Record<string, unknown> } }): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve((document.components?.schemas?.[name] ?? {}) as JsonSchema);
  };
  return resolve;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/** Values of the schema's shape (types, required fields, enums, formats), depth-bounded. */
export function validShaped(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((u) => validShaped(u, resolve, depth + 1)));
  if (s.allOf?.length) return validShaped(s.allOf[0] as JsonSchema, resolve, depth + 1);
  const type = Array.isArray(s.type) ? (s.type.find((x) => x !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 4) return fc.constant([]);
      return fc.array(validShaped(s.items ?? {}, resolve, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    default: {
      if (!s.properties || depth > 4) return fc.constant({});
      const required = new Set(s.required ?? []);
      const entries = Object.entries(s.properties);
      return fc.record(Object.fromEntries(entries.map(([k, v]) => [k, validShaped(v, resolve, depth + 1)])), {
        requiredKeys: entries.map(([k]) => k).filter((k) => required.has(k)),
      });
    }
  }
}

/**
 * JSON text spliced into a body as it is (jsonText): nesting too deep for JSON.stringify, whose
 * recursion gives out long before the 1 MB body limit (100,000 levels fit in it).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify's text for the values the arbitraries make, with RawJson values written as their text. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => jsonText(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object' && !('toJSON' in value)) {
    const fields = Object.entries(value).filter(([, v]) => v !== undefined && typeof v !== 'function');
    return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** {"a":{"a":…"x"…}}, `levels` objects deep (6 bytes a level). */
export const deepObjects = (levels: number) =>
  new RawJson(`${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`);
/** [[…]], `levels` arrays deep (2 bytes a level). */
export const deepArrays = (levels: number) => new RawJson(`${'['.repeat(levels)}${']'.repeat(levels)}`);

/** Hostile nesting a recursive handler, validator or serialiser might not bound, up to what 1 MB holds. */
const deep = fc
  .oneof(fc.integer({ min: 100, max: 2_000 }), fc.integer({ min: 50_000, max: 100_000 }))
  .chain((n) => fc.constantFrom(deepObjects(n), deepArrays(2 * n)));

/** Unpaired UTF-16 surrogates (high, low, two highs, a pair's first half), which JSON.stringify escapes. */
export const LONE_SURROGATES = ['\ud800', 'a\udfffb', '\udbff\udbff', 'x\ud83d'];

/**
 * How deep a parsed JSON value nests and whether a string or key in it holds an unpaired surrogate,
 * walked with a stack of its own (the value may be 100,000 levels deep).
 */
export function inspectJson(value: unknown): { depth: number; loneSurrogate: boolean } {
  const lone = /\p{Surrogate}/u;
  let depth = 0;
  let loneSurrogate = false;
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, level] = next;
    if (typeof item === 'string') loneSurrogate ||= lone.test(item);
    if (item === null || typeof item !== 'object') continue;
    depth = Math.max(depth, level + 1);
    for (const [key, child] of Object.entries(item)) {
      loneSurrogate ||= lone.test(key);
      stack.push([child, level + 1]);
    }
  }
  return { depth, loneSurrogate };
}

/** The three bytes UTF-8's scheme gives a surrogate (WTF-8), which are not valid UTF-8. */
export const surrogateBytes = (unit: number) => [
  0xe0 | (unit >> 12),
  0x80 | ((unit >> 6) & 0x3f),
  0x80 | (unit & 0x3f),
];

/**
 * A query value as a client could percent-encode it: encodeURIComponent, except that an unpaired
 * surrogate (which it refuses) is written as its WTF-8 bytes.
 */
export function encodeQueryValue(text: string): string {
  return text.replace(/\p{Surrogate}|[^\p{Surrogate}]+/gu, (part) => {
    const unit = part.charCodeAt(0);
    if (part.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(part);
    return surrogateBytes(unit)
      .map((byte) => `%${byte.toString(16).toUpperCase()}`)
      .join('');
  });
}

/**
 * Values a client should never send: wrong types, huge and unicode strings, unpaired surrogates, nulls,
 * deep nesting (RawJson: serialise with jsonText).
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constant('\u0000\ud800\u202e'),
  fc.constantFrom(...LONE_SURROGATES),
  fc.integer({ min: 100_000, max: 600_000 }).map((n) => 'A'.repeat(n)),
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '=cmd|calc!A1'),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  deep,
);

/** A body with prototype-pollution keys, as JSON text (an object literal would swallow __proto__). */
export const pollutedBody: fc.Arbitrary<string> = fc
  .record({ key: fc.constantFrom('__proto__', 'constructor', 'prototype'), value: hostileValue })
  .map(({ key, value }) =>
    key === 'constructor'
      ? JSON.stringify({ constructor: { prototype: { polluted: true } } })
      : `{"${key}": {"polluted": true, "role": "admin"}, "x": ${jsonText(value)}}`,
  );

/** Valid-shaped objects with one field replaced by a hostile value, or hostile values outright. */
export function hostileBody(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const keys = Object.keys(s.properties ?? {});
  const mutated = keys.length
    ? fc
        .tuple(validShaped(s, resolve), fc.constantFrom(...keys), hostileValue)
        .map(([base, key, value]) => ({ ...(base as object), [key]: value }))
    : hostileValue;
  return fc.oneof(mutated, hostileValue);
}
