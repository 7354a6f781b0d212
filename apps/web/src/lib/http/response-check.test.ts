import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { calls, type CallDef } from '@amigo/contract';
import { describe as group, expect, it } from 'vitest';
import { describe, renderCallTable, syncCallTable } from './call-table.build.ts';
import * as table from './calls.generated.ts';
import { runCheck, type Check } from './response-check.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Strings that satisfy the contract's string formats, to build valid answers from a Check. */
const SAMPLE_STRINGS = [
  'x',
  '1',
  '123456',
  '2026-11-22T03:04:05.000Z',
  '2026-11-22T03:04:05Z',
  '2026-11-22',
  '550e8400-e29b-41d4-a716-446655440000',
  'member@example.com',
  'TRX',
  'JP',
  '+81',
  '0x52908400098527886E0F7030069857D2E4169EE7',
];

function sample(check: Check): unknown {
  switch (check.t) {
    case 'string': {
      const found = SAMPLE_STRINGS.find((s) => runCheck(check, s).success);
      const min = check.c?.find((c) => c[0] === 'min' || c[0] === 'len')?.[1];
      return found ?? (typeof min === 'number' ? 'y'.repeat(min) : 'x');
    }
    case 'number': {
      return [0, 1, 5, 100, 1.5, -1].find((n) => runCheck(check, n).success) ?? 1;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'unknown':
      return { any: 'thing' };
    case 'enum':
    case 'literal':
      return check.v[0];
    case 'nullable':
      return sample(check.i);
    case 'optional':
      return sample(check.i);
    case 'array': {
      const min = check.c?.find((c) => c[0] === 'min' || c[0] === 'len')?.[1] ?? 1;
      return Array.from({ length: Math.max(min, 2) }, () => sample(check.e));
    }
    case 'object':
      return Object.fromEntries(Object.entries(check.s).map(([k, v]) => [k, sample(v)]));
    case 'record':
      return check.k.t === 'enum'
        ? Object.fromEntries(check.k.v.map((k) => [k, sample(check.v)]))
        : { a: sample(check.v), b: sample(check.v) };
  }
}

/** Variants of a valid answer: every value replaced by wrong types, keys dropped, unknown keys added. */
function* mutations(value: unknown): Generator<unknown> {
  yield null;
  yield undefined;
  yield 'text';
  yield '';
  yield 42;
  yield 1.5;
  yield -3;
  yield Number.NaN;
  yield true;
  yield [];
  yield {};
  yield '2026-02-30T25:00:00Z';
  if (Array.isArray(value)) {
    yield [...value, ...value, ...value];
    yield value.slice(1);
    for (let i = 0; i < value.length && i < 1; i++) {
      for (const m of mutations(value[i])) yield value.map((item, j) => (i === j ? m : item));
    }
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    yield { ...record, unexpected: 1 };
    yield { ...record, __proto__: { polluted: true } };
    for (const key of Object.keys(record)) {
      const { [key]: _dropped, ...rest } = record;
      yield rest;
      for (const m of mutations(record[key])) yield { ...record, [key]: m };
    }
  }
}

group('response checks without zod', () => {
  it('calls.generated.ts and calls/*.ts are the current contract', async () => {
    const fresh = await renderCallTable(calls);
    if (process.env.UPDATE_CALL_TABLE) syncCallTable(fresh, here);
    const written = Object.fromEntries(
      ['calls.generated.ts', ...readdirSync(`${here}/calls`).map((name) => `calls/${name}`)].map((name) => [
        name,
        readFileSync(`${here}/${name}`, 'utf8'),
      ]),
    );
    expect(written).toEqual(fresh);
  });

  it('describes most calls (the rest check with zod)', () => {
    const refs = Object.values(table);
    expect(refs).toHaveLength(Object.keys(calls).length);
    const undescribed = refs.filter((ref) => ref.check === null).map((ref) => ref.name);
    expect(undescribed.length).toBeLessThan(refs.length / 5);
  });

  for (const [name, call] of Object.entries(calls as Record<string, CallDef>)) {
    const ref = (table as Record<string, { check: Check | null; path: string }>)[name];
    it(`${name}: same result as its zod schema`, () => {
      expect(ref?.path).toBe(call.path);
      if (!ref?.check) return;
      expect(ref.check).toEqual(describe(call.response));
      const valid = sample(ref.check);
      let compared = 0;
      for (const input of [valid, ...mutations(valid)]) {
        const ours = runCheck(ref.check, input);
        const zod = call.response.safeParse(input);
        expect({ input, success: ours.success }).toEqual({ input, success: zod.success });
        if (ours.success && zod.success) expect(ours.data).toStrictEqual(zod.data);
        compared++;
      }
      expect(compared).toBeGreaterThan(10);
    });
  }
});
