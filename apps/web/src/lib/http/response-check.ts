/**
 * The contract's response schemas as plain data, checked without zod.
 *
 * The shell must not download zod (≈ 25 KB gzip) before the home page can paint, yet every
 * answer is checked against its contract schema before use. `call-table.build.ts` turns each
 * call's zod response schema into this small description at build time (calls.generated.ts);
 * `runCheck` applies it with the same result as `schema.safeParse`: same success, same output
 * (unknown object keys stripped, or refused for strict objects, kept for loose ones).
 * Schemas with anything this cannot express exactly (refinements, transforms, URL checks...)
 * are not described: those calls load zod and the contract lazily instead (see client.ts).
 * `response-check.test.ts` compares the two on every call of the contract.
 */
export type Check =
  | { t: 'string'; c?: StringCheck[] }
  | { t: 'number'; c?: NumberCheck[] }
  | { t: 'boolean' }
  | { t: 'null' }
  | { t: 'unknown' }
  | { t: 'enum'; v: readonly (string | number)[] }
  | { t: 'literal'; v: readonly (string | number | boolean | null)[] }
  | { t: 'array'; e: Check; c?: LengthCheck[] }
  | { t: 'object'; s: Record<string, Check>; m: 'strip' | 'strict' | 'loose' }
  | { t: 'record'; k: Check; v: Check }
  | { t: 'nullable'; i: Check }
  | { t: 'optional'; i: Check };

export type LengthCheck = ['min' | 'max' | 'len', number];
export type StringCheck = LengthCheck | ['re', string, string];
export type NumberCheck = ['gt' | 'gte' | 'lt' | 'lte', number] | ['int'];

const FAILED = Symbol('failed');

const patterns = new Map<string, RegExp>();
function pattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let re = patterns.get(key);
  if (!re) {
    re = new RegExp(source, flags);
    patterns.set(key, re);
  }
  re.lastIndex = 0;
  return re;
}

function lengthOk(length: number, checks: readonly LengthCheck[] | undefined): boolean {
  for (const [kind, n] of checks ?? []) {
    if (kind === 'min' ? length < n : kind === 'max' ? length > n : length !== n) return false;
  }
  return true;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod's own test for records (util.isPlainObject). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const ctor = (value as { constructor?: unknown }).constructor;
  if (typeof ctor !== 'function') return true;
  const proto = (ctor as { prototype?: unknown }).prototype;
  return isObject(proto) && Object.hasOwn(proto, 'isPrototypeOf');
}

/** The parsed value, or FAILED. */
function run(check: Check, input: unknown): unknown {
  switch (check.t) {
    case 'string': {
      if (typeof input !== 'string') return FAILED;
      for (const c of check.c ?? []) {
        if (c[0] === 're' ? !pattern(c[1], c[2]).test(input) : !lengthOk(input.length, [c])) return FAILED;
      }
      return input;
    }
    case 'number': {
      if (typeof input !== 'number' || !Number.isFinite(input)) return FAILED;
      for (const c of check.c ?? []) {
        const ok =
          c[0] === 'int'
            ? Number.isSafeInteger(input)
            : c[0] === 'gt'
              ? input > c[1]
              : c[0] === 'gte'
                ? input >= c[1]
                : c[0] === 'lt'
                  ? input < c[1]
                  : input <= c[1];
        if (!ok) return FAILED;
      }
      return input;
    }
    case 'boolean':
      return typeof input === 'boolean' ? input : FAILED;
    case 'null':
      return input === null ? input : FAILED;
    case 'unknown':
      return input;
    case 'enum':
    case 'literal':
      return (check.v as readonly unknown[]).includes(input) ? input : FAILED;
    case 'nullable':
      return input === null ? null : run(check.i, input);
    case 'optional':
      return input === undefined ? undefined : run(check.i, input);
    case 'array': {
      if (!Array.isArray(input) || !lengthOk(input.length, check.c)) return FAILED;
      const out: unknown[] = [];
      for (const item of input) {
        const value = run(check.e, item);
        if (value === FAILED) return FAILED;
        out.push(value);
      }
      return out;
    }
    case 'object': {
      if (!isObject(input)) return FAILED;
      const source = input;
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(check.s)) {
        const present = key in source;
        if (!present && inner.t === 'optional') continue;
        if (!present) return FAILED;
        const value = run(inner, source[key]);
        if (value === FAILED) return FAILED;
        if (key !== '__proto__') out[key] = value;
      }
      if (check.m !== 'strip') {
        for (const key in source) {
          if (Object.hasOwn(check.s, key)) continue;
          if (check.m === 'strict') return FAILED;
          if (key !== '__proto__') out[key] = source[key];
        }
      }
      return out;
    }
    case 'record': {
      if (!isPlainObject(input)) return FAILED;
      const out: Record<string, unknown> = {};
      if (check.k.t === 'enum' || check.k.t === 'literal') {
        // An enum key makes the record exhaustive: every key present, no other key.
        const keys = check.k.v.map(String);
        for (const key of keys) {
          const value = run(check.v, input[key]);
          if (value === FAILED) return FAILED;
          out[key] = value;
        }
        for (const key in input) if (!keys.includes(key)) return FAILED;
        return out;
      }
      for (const key of Object.keys(input)) {
        if (key === '__proto__') continue;
        if (run(check.k, key) === FAILED) return FAILED;
        const value = run(check.v, input[key]);
        if (value === FAILED) return FAILED;
        out[key] = value;
      }
      return out;
    }
  }
}

/** Checks `input` against a described schema: the parsed value (as zod would output it), or failure. */
export function runCheck(check: Check, input: unknown): { success: true; data: unknown } | { success: false } {
  const value = run(check, input);
  return value === FAILED ? { success: false } : { success: true, data: value };
}
