// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gameRecordRecall = /* @__PURE__ */ callRef<(typeof calls)['gameRecordRecall']>(
  'gameRecordRecall',
  '/v2/app/record/game/record/recall',
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
      unitKind: { t: 'enum', v: ['free_spin', 'draw', 'none'] },
      display: { t: 'record', k: { t: 'string' }, v: { t: 'unknown' } },
      units: {
        t: 'object',
        s: {
          list: { t: 'array', e: { t: 'record', k: { t: 'string' }, v: { t: 'unknown' } } },
          total: { t: 'number', c: [['int'], ['gte', 0]] },
          pageNum: { t: 'number', c: [['int'], ['gte', 1]] },
          pageSize: { t: 'number', c: [['int'], ['gte', 1]] },
        },
        m: 'strip',
      },
    },
    m: 'strip',
  },
);
