// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gameQueryPopNew = /* @__PURE__ */ callRef<(typeof calls)['gameQueryPopNew']>(
  'gameQueryPopNew',
  '/v2/app/game/query/pop/new',
  {
    t: 'array',
    e: {
      t: 'object',
      s: {
        code: { t: 'string' },
        type: { t: 'enum', v: ['pachinko', 'pachislot', 'slot'] },
        name: { t: 'string' },
        thumbnail: { t: 'string' },
        rtpMin: { t: 'number' },
        rtpMax: { t: 'number' },
        volatility: { t: 'enum', v: ['low', 'medium', 'high'] },
        betOptions: { t: 'array', e: { t: 'number', c: [['int']] } },
        ballPrice: { t: 'nullable', i: { t: 'number', c: [['int']] } },
        releasedOn: {
          t: 'string',
          c: [
            [
              're',
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))$',
              '',
            ],
          ],
        },
        machines: { t: 'number', c: [['int']] },
        freeMachines: { t: 'number', c: [['int']] },
        playsLast7Days: { t: 'number', c: [['int']] },
      },
      m: 'strip',
    },
  },
);
