// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const country = /* @__PURE__ */ callRef<(typeof calls)['country']>('country', '/v2/app/country', {
  t: 'array',
  e: {
    t: 'object',
    s: {
      code: { t: 'string', c: [['len', 2]] },
      dialCode: { t: 'string' },
      nameJp: { t: 'string' },
      nameEn: { t: 'string' },
      nameZh: { t: 'string' },
      nameZhTW: { t: 'string' },
    },
    m: 'strip',
  },
});
