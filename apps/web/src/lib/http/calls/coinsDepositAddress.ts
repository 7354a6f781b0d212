// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const coinsDepositAddress = /* @__PURE__ */ callRef<(typeof calls)['coinsDepositAddress']>(
  'coinsDepositAddress',
  '/v2/cpp/coins/deposit/address',
  {
    t: 'object',
    s: {
      coin: { t: 'string' },
      network: { t: 'enum', v: ['TRC20', 'ERC20', 'BEP20', 'Bitcoin'] },
      address: { t: 'string' },
      confirmations: { t: 'number', c: [['int']] },
      depositMin: { t: 'string', c: [['re', '^\\d{1,20}(\\.\\d{1,18})?$', '']] },
    },
    m: 'strip',
  },
);
