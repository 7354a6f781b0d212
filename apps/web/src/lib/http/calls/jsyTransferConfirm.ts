// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const jsyTransferConfirm = /* @__PURE__ */ callRef<(typeof calls)['jsyTransferConfirm']>(
  'jsyTransferConfirm',
  '/v2/app/jsy/transfer/confirm',
  {
    t: 'object',
    s: {
      legacyUsername: { t: 'string' },
      userId: { t: 'string' },
      username: { t: 'string' },
      movedCoins: { t: 'number', c: [['int']] },
      created: { t: 'boolean' },
      token: { t: 'nullable', i: { t: 'string' } },
    },
    m: 'strip',
  },
);
