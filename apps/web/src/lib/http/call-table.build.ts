/**
 * Build-time only (vite.config.ts and response-check.test.ts import it; the app never does):
 * renders calls.generated.ts and calls/*.ts, the zod-free table of the contract's player calls — name, path and
 * the response schema as a `Check` (response-check.ts), or `null` when the schema uses
 * something a `Check` cannot reproduce exactly (those calls check with zod, loaded lazily).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CallDef } from '@amigo/contract';
import { format, resolveConfig } from 'prettier';
import type { Check, LengthCheck, NumberCheck, StringCheck } from './response-check.ts';

class Unsupported extends Error {}

interface ZodInternals {
  _zod: { def: Record<string, unknown> & { type: string }; pattern?: RegExp; values?: Set<unknown> };
}

/** String formats whose whole check is their pattern (no extra code, e.g. `url` parses with URL). */
const PATTERN_FORMATS = new Set(['regex', 'datetime', 'date', 'time', 'uuid', 'guid', 'email']);

function lengthCheck(def: Record<string, unknown>): LengthCheck | null {
  if (def.check === 'min_length') return ['min', def.minimum as number];
  if (def.check === 'max_length') return ['max', def.maximum as number];
  if (def.check === 'length_equals') return ['len', def.length as number];
  return null;
}

function stringFormat(def: Record<string, unknown>): StringCheck {
  const format = def.format as string;
  const re = def.pattern;
  if (!PATTERN_FORMATS.has(format) || !(re instanceof RegExp)) throw new Unsupported(`string format ${format}`);
  return ['re', re.source, re.flags.replace('g', '')];
}

function checksOf(def: Record<string, unknown>): Record<string, unknown>[] {
  return ((def.checks as ZodInternals[] | undefined) ?? []).map((check) => check._zod.def);
}

export function describe(schema: unknown): Check {
  const def = (schema as ZodInternals)._zod.def;
  switch (def.type) {
    case 'string': {
      const c: StringCheck[] = [];
      if (def.format) c.push(stringFormat(def));
      for (const check of checksOf(def)) {
        const length = lengthCheck(check);
        if (length) c.push(length);
        else if (check.check === 'string_format') c.push(stringFormat(check));
        else throw new Unsupported(`string check ${String(check.check)}`);
      }
      return c.length ? { t: 'string', c } : { t: 'string' };
    }
    case 'number': {
      if (def.coerce) throw new Unsupported('coerce');
      const c: NumberCheck[] = [];
      for (const check of checksOf(def)) {
        if (check.check === 'greater_than') c.push([check.inclusive ? 'gte' : 'gt', Number(check.value)]);
        else if (check.check === 'less_than') c.push([check.inclusive ? 'lte' : 'lt', Number(check.value)]);
        else if (check.check === 'number_format' && check.format === 'safeint') c.push(['int']);
        else throw new Unsupported(`number check ${String(check.check)}:${String(check.format)}`);
      }
      return c.length ? { t: 'number', c } : { t: 'number' };
    }
    case 'boolean':
    case 'null':
    case 'unknown':
    case 'any':
      if (checksOf(def).length) throw new Unsupported(`${def.type} with checks`);
      return def.type === 'any' ? { t: 'unknown' } : { t: def.type };
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string | number>);
      // A TypeScript numeric enum maps names both ways: zod keeps the numbers only.
      const numbers = values.filter((v) => typeof v === 'number');
      return {
        t: 'enum',
        v: numbers.length ? values.filter((v) => typeof v !== 'string' || !numbers.includes(Number(v))) : values,
      };
    }
    case 'literal': {
      const values = def.values as unknown[];
      if (values.some((v) => v !== null && !['string', 'number', 'boolean'].includes(typeof v)))
        throw new Unsupported('literal of another type');
      return { t: 'literal', v: values as (string | number | boolean | null)[] };
    }
    case 'nullable':
      return { t: 'nullable', i: describe(def.innerType) };
    case 'optional':
      return { t: 'optional', i: describe(def.innerType) };
    case 'array': {
      const c = checksOf(def).map((check) => {
        const length = lengthCheck(check);
        if (!length) throw new Unsupported(`array check ${String(check.check)}`);
        return length;
      });
      return c.length ? { t: 'array', e: describe(def.element), c } : { t: 'array', e: describe(def.element) };
    }
    case 'object': {
      if (checksOf(def).length) throw new Unsupported('object with checks');
      const s: Record<string, Check> = {};
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) s[key] = describe(value);
      const catchall = (def.catchall as ZodInternals | undefined)?._zod.def.type;
      const m = catchall === undefined ? 'strip' : catchall === 'never' ? 'strict' : catchall === 'unknown' ? 'loose' : null;
      if (!m) throw new Unsupported(`object catchall ${catchall}`);
      return { t: 'object', s, m };
    }
    case 'record': {
      if (def.mode === 'loose' || def.partial) throw new Unsupported('loose or partial record');
      const k = describe(def.keyType);
      if (k.t !== 'string' && k.t !== 'enum') throw new Unsupported(`record key ${k.t}`);
      if (k.t === 'enum' && k.v.some((v) => typeof v !== 'string')) throw new Unsupported('numeric record key');
      return { t: 'record', k, v: describe(def.valueType) };
    }
    default:
      throw new Unsupported(def.type);
  }
}

const HEADER = [
  '// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and',
  '// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.',
];

/**
 * The generated files for these calls (the contract's `calls`), by path relative to this folder:
 * one module per call under `calls/` (a module is the unit the bundler puts in a chunk, so each
 * page's chunk carries only the calls it makes), and `calls.generated.ts` re-exporting them all.
 */
export async function renderCallTable(calls: Record<string, CallDef>): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const barrel = [...HEADER, '// Import it as a namespace (`import * as calls`): unused calls are left out of every chunk.'];
  for (const [name, call] of Object.entries(calls)) {
    let check: Check | null;
    try {
      check = describe(call.response);
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      check = null;
    }
    files[`calls/${name}.ts`] = [
      ...HEADER,
      "import type { calls } from '@amigo/contract';",
      "import { callRef } from '../call-ref.ts';",
      '',
      `export const ${name} = /* @__PURE__ */ callRef<(typeof calls)[${JSON.stringify(name)}]>(`,
      `  ${JSON.stringify(name)},`,
      `  ${JSON.stringify(call.path)},`,
      `  ${JSON.stringify(check)},`,
      ');',
      '',
    ].join('\n');
    barrel.push(`export { ${name} } from './calls/${name}.ts';`);
  }
  files['calls.generated.ts'] = `${barrel.join('\n')}\n`;
  // Formatted as the repository's Prettier settings would (prettier --check covers these files too).
  const options = (await resolveConfig(fileURLToPath(import.meta.url))) ?? {};
  for (const [name, text] of Object.entries(files)) files[name] = await format(text, { ...options, parser: 'typescript' });
  return files;
}

/** Writes the files that differ from `files` into `dir`, removes call modules no longer in the contract; answers what changed. */
export function syncCallTable(files: Record<string, string>, dir: string): string[] {
  const changed: string[] = [];
  mkdirSync(path.join(dir, 'calls'), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      writeFileSync(file, text);
      changed.push(name);
    }
  }
  for (const name of readdirSync(path.join(dir, 'calls'))) {
    if (!(`calls/${name}` in files)) {
      rmSync(path.join(dir, 'calls', name));
      changed.push(`calls/${name}`);
    }
  }
  return changed;
}
