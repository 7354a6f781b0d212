import { calls, SPEC_PATHS, type CallDef } from '@amigo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registry = Object.values(calls) as CallDef[];

describe('the call registry', () => {
  it('holds every call of SPEC §7 and nothing the spec does not name except documented extras', () => {
    const paths = registry.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of SPEC_PATHS) expect(paths).toContain(path);
    const extras = paths.filter((p) => !SPEC_PATHS.includes(p));
    // Calls we added beyond SPEC §7, each for a reason written in docs/api.md.
    expect(extras.sort()).toEqual([
      '/v2/app/activity/query',
      '/v2/app/agent/commission/statements',
      '/v2/app/agent/funnel',
      '/v2/app/agent/link/visit',
      '/v2/app/agent/rebate/payouts',
      '/v2/app/auth/exchange',
      '/v2/app/auth/logout',
      '/v2/app/auth/social/authorize',
      '/v2/app/faq/query',
      '/v2/app/favorable/detail',
      '/v2/app/game/catalogue',
      '/v2/app/game/fair/chain',
      '/v2/app/game/fair/client-seed',
      '/v2/app/game/fair/rotate',
      '/v2/app/game/fair/round',
      '/v2/app/game/fair/seeds',
      '/v2/app/game/fair/settings',
      '/v2/app/game/favorite/list',
      '/v2/app/game/favorite/set',
      '/v2/app/game/floor',
      '/v2/app/game/machine',
      '/v2/app/game/play',
      '/v2/app/game/seat/current',
      '/v2/app/game/seat/leave',
      '/v2/app/game/seat/take',
      '/v2/app/guide/query',
      '/v2/app/notice/detail',
      '/v2/app/pay/manual/submit',
      '/v2/app/platform/config',
      '/v2/app/record/agent/transfer/decide',
      '/v2/app/record/agent/transfer/query',
      '/v2/app/record/game/record/recall',
      '/v2/app/responsible/block',
      '/v2/app/responsible/limit/set',
      '/v2/app/responsible/reality-check',
      '/v2/app/responsible/reality-check/ack',
      '/v2/app/responsible/reality-check/set',
      '/v2/app/responsible/status',
      '/v2/app/station/delete',
      '/v2/app/station/detail',
      '/v2/app/station/read',
      '/v2/app/station/read/all',
      '/v2/app/station/unread',
      '/v2/app/user/bank/delete',
      '/v2/app/user/kyc/image',
      '/v2/app/user/kyc/requirements',
      '/v2/app/user/kyc/resubmit',
      '/v2/cpp/coins/orders',
      '/v2/cpp/coins/rate',
    ]);
  });

  it('is registered on the server, one POST route per call', () => {
    for (const call of registry) {
      expect(t.app.hasRoute({ method: 'POST', url: call.path }), call.path).toBe(true);
    }
  });

  it('answers every call with an envelope; member calls ask guests to log in first', async () => {
    for (const call of registry) {
      const res = await t.call(call.path, {});
      expect(res.status, call.path).toBe(200);
      if (call.auth === 'member') expect(res.body.code, call.path).toBe(401);
      else if (call.status === 'planned') expect(res.body.data.reason, call.path).toBe('NOT_YET_AVAILABLE');
      else expect([200, 400], call.path).toContain(res.body.code);
    }
  });
});
