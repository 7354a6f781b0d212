// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gameFairRound = /* @__PURE__ */ callRef<(typeof calls)['gameFairRound']>(
  'gameFairRound',
  '/v2/app/game/fair/round',
  {
    t: 'object',
    s: {
      id: { t: 'string', c: [['re', '^\\d{1,18}$', '']] },
      gameName: { t: 'string' },
      modelCode: { t: 'string' },
      type: { t: 'enum', v: ['pachinko', 'pachislot', 'slot'] },
      machineId: { t: 'number', c: [['int'], ['gte', 1], ['lte', 2147483647]] },
      betAmount: { t: 'number', c: [['int']] },
      winningAmount: { t: 'number', c: [['int']] },
      profitLoss: { t: 'number', c: [['int']] },
      spins: { t: 'number', c: [['int']] },
      bonuses: { t: 'array', e: { t: 'enum', v: ['jackpot', 'big', 'reg', 'free_spins'] } },
      createdOn: {
        t: 'string',
        c: [
          [
            're',
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$',
            '',
          ],
        ],
      },
      proof: {
        t: 'object',
        s: {
          serverSeedHash: { t: 'string' },
          clientSeed: { t: 'string' },
          nonce: { t: 'number', c: [['int']] },
          serverSeed: { t: 'nullable', i: { t: 'string' } },
          setting: { t: 'nullable', i: { t: 'number', c: [['int']] } },
          stateBefore: { t: 'nullable', i: { t: 'record', k: { t: 'string' }, v: { t: 'unknown' } } },
          settingDay: {
            t: 'string',
            c: [
              [
                're',
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))$',
                '',
              ],
            ],
          },
          settingCommitment: { t: 'nullable', i: { t: 'string' } },
          settingSalt: { t: 'nullable', i: { t: 'string' } },
        },
        m: 'strip',
      },
      display: { t: 'record', k: { t: 'string' }, v: { t: 'unknown' } },
    },
    m: 'strip',
  },
);
