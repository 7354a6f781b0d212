// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const authExchange = /* @__PURE__ */ callRef<(typeof calls)['authExchange']>('authExchange', '/v2/app/auth/exchange', {
  t: 'object',
  s: { token: { t: 'string' } },
  m: 'strip',
});
