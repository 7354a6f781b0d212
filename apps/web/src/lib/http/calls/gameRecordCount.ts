// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gameRecordCount = /* @__PURE__ */ callRef<(typeof calls)['gameRecordCount']>(
  'gameRecordCount',
  '/v2/app/record/game/record/count',
  {
    t: 'object',
    s: {
      betAmount: { t: 'number', c: [['int']] },
      winningAmount: { t: 'number', c: [['int']] },
      profitLoss: { t: 'number', c: [['int']] },
      count: { t: 'number', c: [['int']] },
    },
    m: 'strip',
  },
);
