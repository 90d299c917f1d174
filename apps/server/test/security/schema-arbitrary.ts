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

/** A deep object: hostile nesting that a recursive handler or validator might not bound. */
const deep = fc.integer({ min: 50, max: 2_000 }).map((n) => {
  let value: unknown = 'x';
  for (let i = 0; i < n; i += 1) value = { a: value };
  return value;
});

/** Values a client should never send: wrong types, huge and unicode strings, nulls, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.constant('\u0000\ud800\u202e'),
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
      : `{"${key}": {"polluted": true, "role": "admin"}, "x": ${JSON.stringify(value) ?? 'null'}}`,
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
