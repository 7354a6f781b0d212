// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const userBankList = /* @__PURE__ */ callRef<(typeof calls)['userBankList']>('userBankList', '/v2/app/user/bank/list', {
  t: 'array',
  e: {
    t: 'object',
    s: {
      id: { t: 'string' },
      bankCode: { t: 'string' },
      bankName: { t: 'string' },
      branchCode: { t: 'string' },
      branchName: { t: 'string' },
      last4: { t: 'string' },
      holderName: { t: 'string' },
      holderKanaName: { t: 'string' },
      isDefault: { t: 'boolean' },
      canReceiveWithdrawals: { t: 'boolean' },
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
    },
    m: 'strip',
  },
});
