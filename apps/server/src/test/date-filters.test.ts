import { adminCalls, calls, latestDateFilter, type AdminCallDef, type CallDef } from '@amigo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signedInStaff, type TestStaff } from '../modules/admin/test-fixtures.ts';
import { jsonSchemaOf } from './fuzz-requests.ts';
import { createTestMember, type TestMember } from './members.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 17: a date filter from `0001-01-01` answered 500 (22 calls a day). Every request date of
 * every call, player and operator, is one bounded schema (ZDateFilter): a real calendar day from
 * 2000-01-01 to a year after tomorrow in Tokyo. Found from the contract itself, so a new date field is covered.
 */
let t: TestApp;
let member: TestMember;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  member = await createTestMember(t);
  staff = await signedInStaff(t, ['owner']);
}, 180_000); // building the app migrates a fresh database: slow on PGlite when the machine is busy
afterAll(() => t.close());

interface DatedCall {
  path: string;
  operator: boolean;
  fields: string[];
}

/** Calls whose request has top-level date fields (JSON Schema `format: date`). */
function datedCalls(): DatedCall[] {
  const found: DatedCall[] = [];
  const all = [
    ...(Object.values(calls) as CallDef[]).map((call) => ({ call, operator: false })),
    ...(Object.values(adminCalls) as AdminCallDef[]).map((call) => ({ call, operator: true })),
  ];
  for (const { call, operator } of all) {
    const properties = jsonSchemaOf(call.request).properties ?? {};
    const fields = Object.entries(properties)
      .filter(([, property]) => property.format === 'date')
      .map(([name]) => name);
    if (fields.length > 0) found.push({ path: call.path, operator, fields });
  }
  return found;
}

/**
 * The other required fields of calls that have them, valid, so the date is the only thing wrong
 * (an unknown order answers 404 once the dates pass; a CSV export has no transfer day to refuse).
 */
const REQUIRED: Record<string, Record<string, unknown>> = {
  '/v2/admin/withdrawal/decide': { orderSn: 'W20000101000000AAAAAA', action: 'paid', reference: 'ZB-1' },
  '/v2/admin/withdrawal/export': { format: 'csv' },
  '/v2/admin/withdrawal/paid-batch': { orderSns: ['W20000101000000AAAAAA'], reference: 'ZB-1' },
};

async function send(call: DatedCall, dates: Record<string, unknown>) {
  const body = { ...REQUIRED[call.path], ...dates };
  if (call.operator) return (await adminCall(t, call.path, body, { cookie: staff.cookie, lang: 'en-US' })).body;
  return (await t.call(call.path, body, { token: member.token, lang: 'en-US' })).body;
}

const DATED = datedCalls();

describe('date filters', () => {
  it('are found on the calls that filter by date', () => {
    const paths = DATED.map((c) => c.path);
    for (const path of ['/v2/app/pay/list', '/v2/app/draw/list', '/v2/app/record/game/record/query', '/v2/admin/audit/list']) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/v2/app/agent/type/report/statistics');
  });

  it.each(DATED.map((c) => [c.path, c] as const))(
    '%s refuses days outside 2000-01-01 … a year after tomorrow with a 400 naming the field',
    async (_path, call) => {
      const max = latestDateFilter();
      for (const field of call.fields) {
        for (const day of ['0001-01-01', '1999-12-31', '9999-12-31']) {
          const body = await send(call, { [field]: day });
          expect(body.code, `${field}=${day}`).toBe(400);
          expect(body.data).toMatchObject({ reason: 'INVALID_INPUT', field });
          expect(body.msg).toBe(`${field} must be a date from 2000-01-01 to ${max}`);
        }
        for (const day of ['2026-02-30', '2023-02-29', '2026-13-01', '2026-1-1', '+275760-09-13']) {
          const body = await send(call, { [field]: day });
          expect(body.code, `${field}=${day}`).toBe(400);
          expect(body.data).toMatchObject({ reason: 'INVALID_INPUT', field });
          expect(body.msg).toBe(`${field} must be a real date (YYYY-MM-DD)`);
        }
      }
    },
  );

  it.each(DATED.map((c) => [c.path, c] as const))('%s accepts the first and the last day of the range', async (_path, call) => {
    for (const field of call.fields) {
      for (const day of ['2000-01-01', latestDateFilter()]) {
        const body = await send(call, { [field]: day });
        // Past the date schema: the call answers, or refuses by its own rules (a range too long, not an agent, a day not yet revealed).
        expect(body.msg, `${field}=${day}`).not.toMatch(/must be a (date from|real date)/);
        expect(body.code).not.toBe(500);
      }
    }
  });

  it('names the range in every language', async () => {
    const call = DATED.find((c) => c.path === '/v2/app/pay/list');
    if (!call) throw new Error('pay/list has no date filter');
    const res = await t.call(call.path, { from: '0001-01-01' }, { token: member.token, lang: 'ja-JP' });
    expect(res.body.msg).toBe(`from は 2000-01-01 〜 ${latestDateFilter()} の日付で入力してください`);
  });
});
