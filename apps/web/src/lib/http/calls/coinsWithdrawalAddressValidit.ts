// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const coinsWithdrawalAddressValidit = /* @__PURE__ */ callRef<(typeof calls)['coinsWithdrawalAddressValidit']>(
  'coinsWithdrawalAddressValidit',
  '/v2/cpp/coins/withdrawal/address/validit',
  {
    t: 'object',
    s: {
      valid: { t: 'boolean' },
      reason: { t: 'nullable', i: { t: 'enum', v: ['EMPTY', 'FORMAT', 'CHECKSUM', 'OTHER_NETWORK'] } },
      address: { t: 'nullable', i: { t: 'string' } },
    },
    m: 'strip',
  },
);
