// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const coinsWithdraw = /* @__PURE__ */ callRef<(typeof calls)['coinsWithdraw']>('coinsWithdraw', '/v2/cpp/coins/withdraw', {
  t: 'object',
  s: {
    orderSn: { t: 'string' },
    kind: { t: 'enum', v: ['deposit', 'withdrawal'] },
    coin: { t: 'string' },
    network: { t: 'enum', v: ['TRC20', 'ERC20', 'BEP20', 'Bitcoin'] },
    address: { t: 'string' },
    amount: { t: 'string', c: [['re', '^\\d{1,20}(\\.\\d{1,18})?$', '']] },
    fee: { t: 'string', c: [['re', '^\\d{1,20}(\\.\\d{1,18})?$', '']] },
    coins: { t: 'nullable', i: { t: 'number', c: [['int']] } },
    rate: { t: 'nullable', i: { t: 'string', c: [['re', '^\\d{1,20}(\\.\\d{1,18})?$', '']] } },
    status: {
      t: 'enum',
      v: ['confirming', 'credited', 'below_minimum', 'held_review', 'returned', 'review', 'withdrawing', 'success', 'failed'],
    },
    confirmations: { t: 'nullable', i: { t: 'number', c: [['int']] } },
    confirmationsRequired: { t: 'nullable', i: { t: 'number', c: [['int']] } },
    txid: { t: 'nullable', i: { t: 'string' } },
    explorerUrl: { t: 'nullable', i: { t: 'string' } },
    failureReason: { t: 'nullable', i: { t: 'string' } },
    returnAddress: { t: 'nullable', i: { t: 'string' } },
    returnTxid: { t: 'nullable', i: { t: 'string' } },
    returnExplorerUrl: { t: 'nullable', i: { t: 'string' } },
    createdAt: {
      t: 'string',
      c: [
        [
          're',
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$',
          '',
        ],
      ],
    },
    completedAt: {
      t: 'nullable',
      i: {
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
  },
  m: 'strip',
});
