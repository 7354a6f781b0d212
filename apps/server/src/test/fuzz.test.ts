import { adminCalls, calls, ERROR_REASONS, type AdminCallDef, type CallDef } from '@amigo/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signedInStaff, type TestStaff } from '../modules/admin/test-fixtures.ts';
import { STAFF_COOKIE } from '../modules/admin/staff-sessions.ts';
import { verifyLedger } from '../modules/wallet/index.ts';
import { requestBodies } from './fuzz-requests.ts';
import { createTestMember, fundMember, type TestMember } from './members.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The fuzz of issue 17: every call of the contract (player API and operator API) gets bodies
 * derived from its own request schema, valid ones and near-misses (fuzz-requests.ts), through the
 * real app as guest, member and staff. Whatever it sends, the answer is our envelope, never a 500,
 * and afterwards the ledger still verifies (no money appeared or vanished on the way).
 *
 * The normal test run uses a fixed seed and a few bodies per call; `npm run fuzz` sets FUZZ_RUNS
 * (and may set FUZZ_SEED) for a much longer run.
 */
const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_417);
/** Time for one call's bodies: generous, since a long run sends hundreds through argon2 and the database. */
const TIMEOUT_PER_CALL_MS = Math.max(60_000, RUNS_PER_CALL * 1_000);
/** Coins each fuzzed member starts with, put there by a real deposit transfer, so money calls get past the balance check. */
const STARTING_COINS = 50_000;

const XSRF = 'fuzz-xsrf-token-0123456789';
/**
 * The fuzz speaks from its own address (TEST-NET-3): its wrong logins fill that address's attempt
 * budget, not the one the fixtures sign the staff member in from.
 */
const FUZZ_CLIENT_ADDRESS = '203.0.113.9';
const KNOWN_REASONS = new Set(Object.keys(ERROR_REASONS));

let t: TestApp;
let staff: TestStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t, ['owner']);
}, 180_000); // building the app migrates a fresh database: slow on PGlite when the machine is busy
afterAll(() => t.close());

type Caller = { kind: 'guest' } | { kind: 'member'; member: TestMember } | { kind: 'staff'; cookie: string };

async function send(path: string, body: unknown, caller: Caller) {
  const cookies = [`XSRF-TOKEN=${XSRF}`];
  if (caller.kind === 'staff') cookies.push(`${STAFF_COOKIE}=${caller.cookie}`);
  return t.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: FUZZ_CLIENT_ADDRESS,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      cookie: cookies.join('; '),
      'x-xsrf-token': XSRF,
      ...(caller.kind === 'member' ? { token: caller.member.token } : {}),
    },
    payload: JSON.stringify(body),
  });
}

/** What every answer must be, whatever was sent: our envelope with our headers, never a 500. */
function expectEnvelope(path: string, body: unknown, response: Awaited<ReturnType<typeof send>>) {
  const context = `${path} ${JSON.stringify(body)?.slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(String(response.headers['content-type']), context).toMatch(/^application\/json/);
  expect(response.headers['x-request-id'], context).toBeTruthy();
  expect(response.headers['x-content-type-options'], context).toBe('nosniff');
  const envelope = response.json<{ code: unknown; msg: unknown; data: { reason?: unknown } | null }>();
  expect(typeof envelope.code, context).toBe('number');
  expect(envelope.code, context).not.toBe(500);
  expect(typeof envelope.msg === 'string' && envelope.msg.length > 0, context).toBe(true);
  expect('data' in envelope, context).toBe(true);
  if (envelope.code !== 200) expect(KNOWN_REASONS.has(String(envelope.data?.reason)), context).toBe(true);
}

/** A fresh member per call, with coins from a real deposit: a call that ends its session or spends everything harms no other. */
async function fundedMember(): Promise<TestMember> {
  const member = await createTestMember(t);
  await fundMember(t, member.userId, STARTING_COINS);
  return member;
}

/** The fuzzing staff member may have signed itself out or disabled itself: sign a new one in then. */
async function liveStaffCookie(): Promise<string> {
  const me = await adminCall(t, '/v2/admin/auth/me', {}, { cookie: staff.cookie });
  if (me.body?.code !== 200) staff = await signedInStaff(t, ['owner']);
  return staff.cookie;
}

const playerCalls = Object.values(calls) as CallDef[];
const operatorCalls = Object.values(adminCalls) as AdminCallDef[];

describe(`fuzz: every call, schema-derived bodies and near-misses (${RUNS_PER_CALL} per call, seed ${SEED})`, () => {
  for (const call of playerCalls) {
    it(
      `${call.path} (${call.auth})`,
      async () => {
        const member = await fundedMember();
        await fc.assert(
          fc.asyncProperty(requestBodies(call.request), fc.boolean(), async (body, asGuest) => {
            // Public calls are tried both ways (some read an optional session); member calls as their member.
            const caller: Caller = call.auth === 'public' && asGuest ? { kind: 'guest' } : { kind: 'member', member };
            expectEnvelope(call.path, body, await send(call.path, body, caller));
          }),
          { seed: SEED, numRuns: RUNS_PER_CALL, endOnFailure: true },
        );
      },
      TIMEOUT_PER_CALL_MS,
    );
  }

  for (const call of operatorCalls) {
    it(
      `${call.path} (${call.auth})`,
      async () => {
        const cookie = await liveStaffCookie();
        await fc.assert(
          fc.asyncProperty(requestBodies(call.request), async (body) => {
            const caller: Caller = call.auth === 'public' ? { kind: 'guest' } : { kind: 'staff', cookie };
            expectEnvelope(call.path, body, await send(call.path, body, caller));
          }),
          { seed: SEED, numRuns: RUNS_PER_CALL, endOnFailure: true },
        );
      },
      TIMEOUT_PER_CALL_MS,
    );
  }

  it('leaves a ledger that verifies: no money appeared or vanished', async () => {
    const report = await verifyLedger(t.app.database.db);
    expect(report.problems).toEqual([]);
    expect(report.transfers).toBeGreaterThan(0);
  });
});
