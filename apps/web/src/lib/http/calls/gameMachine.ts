// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gameMachine = /* @__PURE__ */ callRef<(typeof calls)['gameMachine']>('gameMachine', '/v2/app/game/machine', {
  t: 'object',
  s: {
    machineId: { t: 'number', c: [['int'], ['gte', 1], ['lte', 2147483647]] },
    modelCode: { t: 'string' },
    type: { t: 'enum', v: ['pachinko', 'pachislot', 'slot'] },
    name: { t: 'string' },
    status: { t: 'enum', v: ['free', 'occupied', 'yours', 'held', 'out_of_service'] },
    roundsToday: { t: 'number', c: [['int']] },
    roundsSinceBonus: { t: 'number', c: [['int']] },
    bonusesToday: { t: 'number', c: [['int']] },
    bonusesYesterday: { t: 'number', c: [['int']] },
    inBonus: { t: 'boolean' },
    history: {
      t: 'array',
      e: {
        t: 'object',
        s: {
          kind: { t: 'enum', v: ['jackpot', 'big', 'reg', 'free_spins'] },
          payout: { t: 'number', c: [['int']] },
          roundsBefore: { t: 'number', c: [['int']] },
          at: {
            t: 'string',
            c: [
              [
                're',
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$',
                '',
              ],
            ],
          },
        },
        m: 'strip',
      },
    },
    days: {
      t: 'array',
      e: {
        t: 'object',
        s: {
          date: {
            t: 'string',
            c: [
              [
                're',
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))$',
                '',
              ],
            ],
          },
          rounds: { t: 'number', c: [['int']] },
          bonuses: { t: 'number', c: [['int']] },
        },
        m: 'strip',
      },
    },
  },
  m: 'strip',
});
