// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gameFloor = /* @__PURE__ */ callRef<(typeof calls)['gameFloor']>('gameFloor', '/v2/app/game/floor', {
  t: 'array',
  e: {
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
    },
    m: 'strip',
  },
});
