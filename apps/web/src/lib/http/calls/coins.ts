// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const coins = /* @__PURE__ */ callRef<(typeof calls)['coins']>('coins', '/v2/cpp/coins', {
  t: 'object',
  s: {
    coins: {
      t: 'array',
      e: {
        t: 'object',
        s: {
          coin: { t: 'string', c: [['re', '^[A-Z0-9]{2,10}$', '']] },
          name: { t: 'string' },
          networks: {
            t: 'array',
            e: {
              t: 'object',
              s: {
                network: { t: 'enum', v: ['TRC20', 'ERC20', 'BEP20', 'Bitcoin'] },
                decimals: { t: 'number', c: [['int']] },
                confirmations: { t: 'number', c: [['int']] },
                depositMin: { t: 'string', c: [['re', '^\\d{1,20}(\\.\\d{1,18})?$', '']] },
                withdrawMin: { t: 'string', c: [['re', '^\\d{1,20}(\\.\\d{1,18})?$', '']] },
                withdrawMax: { t: 'string', c: [['re', '^\\d{1,20}(\\.\\d{1,18})?$', '']] },
                withdrawFee: { t: 'string', c: [['re', '^\\d{1,20}(\\.\\d{1,18})?$', '']] },
                depositEnabled: { t: 'boolean' },
                withdrawEnabled: { t: 'boolean' },
                explorerTxUrl: { t: 'string' },
              },
              m: 'strip',
            },
          },
        },
        m: 'strip',
      },
    },
  },
  m: 'strip',
});
