// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gamePlay = /* @__PURE__ */ callRef<(typeof calls)['gamePlay']>('gamePlay', '/v2/app/game/play', {
  t: 'object',
  s: {
    recordId: { t: 'string', c: [['re', '^\\d{1,18}$', '']] },
    machineId: { t: 'number', c: [['int'], ['gte', 1], ['lte', 2147483647]] },
    bet: { t: 'number', c: [['int']] },
    win: { t: 'number', c: [['int']] },
    spins: { t: 'number', c: [['int']] },
    events: {
      t: 'array',
      e: {
        t: 'object',
        s: { kind: { t: 'enum', v: ['jackpot', 'big', 'reg', 'free_spins'] }, payout: { t: 'number', c: [['int']] } },
        m: 'strip',
      },
    },
    display: { t: 'record', k: { t: 'string' }, v: { t: 'unknown' } },
    state: { t: 'nullable', i: { t: 'record', k: { t: 'string' }, v: { t: 'unknown' } } },
    balance: { t: 'number', c: [['int']] },
    proof: {
      t: 'object',
      s: {
        serverSeedHash: { t: 'string' },
        clientSeed: { t: 'string' },
        nonce: { t: 'number', c: [['int']] },
        serverSeed: { t: 'nullable', i: { t: 'string' } },
        setting: { t: 'nullable', i: { t: 'number', c: [['int']] } },
        stateBefore: { t: 'nullable', i: { t: 'record', k: { t: 'string' }, v: { t: 'unknown' } } },
      },
      m: 'strip',
    },
    replayed: { t: 'boolean' },
  },
  m: 'strip',
});
