import fc from 'fast-check';
import { z } from 'zod';

/**
 * Request bodies for the fuzz (fuzz.test.ts), derived from a call's zod request schema: bodies the
 * schema accepts, so the request reaches the use case and the database, and near-misses of them
 * (boundary and out-of-range numbers, huge and hostile strings, odd dates, wrong types, missing
 * and extra fields, arrays where an object belongs), so every refusal path is walked too.
 *
 * The zod schema is read through its JSON Schema (`z.toJSONSchema`, input side): that is a stable,
 * documented shape, unlike zod's internals. Checks JSON Schema cannot express (refinements) are
 * simply not known here; the server refusing such a body with a 400 is a fine outcome.
 */

/** The part of JSON Schema that zod emits for request schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Longest string generated for an unbounded field on the valid side: long enough to matter, cheap to send. */
const VALID_STRING_CAP = 64;
/** Longest array generated on the valid side. */
const VALID_ARRAY_CAP = 4;

export function jsonSchemaOf(request: z.ZodType): JsonSchema {
  return z.toJSONSchema(request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Bodies a call accepts, mostly valid and a good share of near-misses. */
export function requestBodies(request: z.ZodType): fc.Arbitrary<unknown> {
  const schema = jsonSchemaOf(request);
  return fc.oneof({ arbitrary: validValue(schema), weight: 2 }, { arbitrary: nearMiss(schema), weight: 3 });
}

/** A value the JSON Schema accepts. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map(validValue));
  if (schema.allOf && schema.allOf.length > 0) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return validObject(schema);
    case 'array': {
      const item = schema.items ? validValue(schema.items) : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      return fc.array(item, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? VALID_ARRAY_CAP, VALID_ARRAY_CAP)),
      });
    }
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: integerMin(schema), max: integerMax(schema) });
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e9,
        max: schema.maximum ?? schema.exclusiveMaximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = validValue(property);
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
  return fc.record(model, { requiredKeys });
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? VALID_STRING_CAP, VALID_STRING_CAP));
  switch (schema.format) {
    case 'date':
      return isoDates();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
    case 'uuid':
      return fc.uuid({ version: 4 });
  }
  if (schema.pattern) {
    const matching = stringsMatching(schema.pattern, minLength, schema.maxLength);
    if (matching) return matching;
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

/** Strings matching a pattern, when fast-check can read it (it knows most of what zod emits). */
function stringsMatching(pattern: string, minLength: number, maxLength: number | undefined): fc.Arbitrary<string> | undefined {
  try {
    const regex = new RegExp(pattern);
    const fitsLength = (s: string) => s.length >= minLength && (maxLength === undefined || s.length <= maxLength);
    return fc.stringMatching(regex).filter(fitsLength);
  } catch {
    return undefined;
  }
}

/** Real calendar dates around the range a filter accepts (2000 … a little after today). */
function isoDates(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date(Date.now() + 3 * 86_400_000), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
}

function integerMin(schema: JsonSchema): number {
  if (schema.minimum !== undefined) return Math.max(schema.minimum, Number.MIN_SAFE_INTEGER);
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
  return -1_000_000;
}

function integerMax(schema: JsonSchema): number {
  if (schema.maximum !== undefined) return Math.min(schema.maximum, Number.MAX_SAFE_INTEGER);
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - 1;
  return 1_000_000;
}

// --- near-misses ------------------------------------------------------------------------------

/** Numbers at and past every boundary a field, a column or JavaScript has. */
const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-7,
  2 ** 15,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

/** Strings that break parsers, databases and renderers: numbers in text, huge ids, unicode, control characters. */
const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   padded   ',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  '0x1F',
  '1_000',
  '9'.repeat(18),
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775809',
  '9'.repeat(40),
  '00000000000000000001',
  '1.5',
  '\u0000',
  'a\u0000b',
  '\u202eRTL override',
  '\u200b\u200d\ufeff',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  '\ud800',
  'lone \udfff low',
  '𠮷野家',
  'ｱｲｳｴｵ',
  'Ａ１＠',
  'é\u0301',
  '\r\n\t\u0007',
  "' or 1=1 --",
  '"; drop table users; --',
  '%00%ff',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{constructor.constructor("x")()}}',
  '__proto__',
  'a'.repeat(257),
  'あ'.repeat(1_000),
  'x'.repeat(100_000),
];

/** Dates a date filter or a timestamp may be given: the 500s of the past were here. */
const ODD_DATES: readonly string[] = [
  '0001-01-01',
  '0000-00-00',
  '1899-12-31',
  '1969-12-31',
  '1999-12-31',
  '2000-01-01',
  '2024-02-29',
  '2023-02-29',
  '2026-02-30',
  '2026-04-31',
  '2026-13-01',
  '2026-1-1',
  '9999-12-31',
  '+275760-09-13',
  '-000001-01-01',
  '2026-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59.999+14:00',
  '1970-01-01T00:00:00.000Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T00:00:00+99:99',
  'today',
  '20260101',
];

/** Values of every JSON type, for a field that expects another. */
const WRONG_TYPES: readonly unknown[] = [null, true, false, [], [1, 2], {}, { a: 1 }, [[[[[]]]]], 'x', 1];

function hostileScalar(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...ODD_DATES),
    fc.constantFrom(...WRONG_TYPES),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
}

/** Values just inside and just outside the bounds of one field, plus the generic hostile ones. */
function nearMissOfField(schema: JsonSchema): fc.Arbitrary<unknown> {
  const boundaries: unknown[] = [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]) {
      if (bound !== undefined) boundaries.push(bound - 1, bound, bound + 1, bound + 0.5, String(bound));
    }
  }
  if (type === 'string') {
    if (schema.maxLength !== undefined) boundaries.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
    if (schema.minLength !== undefined && schema.minLength > 0) boundaries.push('a'.repeat(schema.minLength - 1));
  }
  const candidates: fc.Arbitrary<unknown>[] = [hostileScalar()];
  if (boundaries.length > 0) candidates.push(fc.constantFrom(...boundaries));
  if (type === 'object' || type === 'array') candidates.push(nearMiss(schema));
  return fc.oneof(...candidates);
}

/** A body that is almost right: one field wrong, one missing, one extra, or the wrong shape altogether. */
export function nearMiss(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (type !== 'object') {
    return fc.oneof(
      hostileScalar(),
      fc.constantFrom(...WRONG_TYPES),
      validValue(schema).map((v) => [v]),
    );
  }
  const valid = validObject(schema);
  const extraField = fc
    .tuple(valid, fc.constantFrom('extra', '__proto__', 'constructor', 'userId', 'isAdmin', 'balance', ''), hostileScalar())
    .map(([body, key, value]) => JSON.parse(JSON.stringify({ ...body, [key]: value })) as unknown);
  const wrongShape = fc.oneof(
    fc.constantFrom(...WRONG_TYPES),
    valid.map((body) => [body]),
    fc.jsonValue({ maxDepth: 3 }),
  );
  if (keys.length === 0) return fc.oneof(extraField, wrongShape);
  const oneFieldWrong = fc
    .tuple(valid, fc.constantFrom(...keys))
    .chain(([body, key]) => nearMissOfField(properties[key] ?? {}).map((value) => ({ ...body, [key]: value })));
  const oneFieldMissing = fc.tuple(valid, fc.constantFrom(...keys)).map(([body, key]) => {
    const copy = { ...body };
    delete copy[key];
    return copy;
  });
  return fc.oneof(
    { arbitrary: oneFieldWrong, weight: 6 },
    { arbitrary: oneFieldMissing, weight: 1 },
    { arbitrary: extraField, weight: 1 },
    { arbitrary: wrongShape, weight: 1 },
  );
}
