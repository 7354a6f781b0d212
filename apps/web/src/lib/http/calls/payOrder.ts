// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const payOrder = /* @__PURE__ */ callRef<(typeof calls)['payOrder']>('payOrder', '/v2/app/pay/order', {
  t: 'object',
  s: {
    order: {
      t: 'object',
      s: {
        orderSn: { t: 'string' },
        channel: { t: 'enum', v: ['sandbox', 'manual_bank'] },
        currency: { t: 'enum', v: ['JPY', 'CNY'] },
        amount: { t: 'number', c: [['int']] },
        coins: { t: 'number', c: [['int']] },
        status: { t: 'enum', v: ['pending', 'paid', 'failed', 'expired', 'refunding', 'refunded'] },
        manualStatus: { t: 'nullable', i: { t: 'enum', v: ['awaiting_transfer', 'in_progress', 'successful', 'failed'] } },
        checkoutUrl: { t: 'nullable', i: { t: 'string' } },
        houseAccount: {
          t: 'nullable',
          i: {
            t: 'object',
            s: {
              bankName: { t: 'string' },
              branchName: { t: 'string' },
              accountType: { t: 'string' },
              accountNumber: { t: 'string' },
              accountHolder: { t: 'string' },
            },
            m: 'strip',
          },
        },
        failureReason: { t: 'nullable', i: { t: 'string' } },
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
        paidAt: {
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
    },
    houseAccount: {
      t: 'nullable',
      i: {
        t: 'object',
        s: {
          bankName: { t: 'string' },
          branchName: { t: 'string' },
          accountType: { t: 'string' },
          accountNumber: { t: 'string' },
          accountHolder: { t: 'string' },
        },
        m: 'strip',
      },
    },
  },
  m: 'strip',
});
