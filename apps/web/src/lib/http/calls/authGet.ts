// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const authGet = /* @__PURE__ */ callRef<(typeof calls)['authGet']>('authGet', '/v2/app/auth/get', {
  t: 'object',
  s: {
    img: { t: 'string' },
    uuid: {
      t: 'string',
      c: [
        [
          're',
          '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
          '',
        ],
      ],
    },
  },
  m: 'strip',
});
