// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const authLogin3 = /* @__PURE__ */ callRef<(typeof calls)['authLogin3']>('authLogin3', '/v2/app/auth/login3', {
  t: 'object',
  s: { token: { t: 'string' }, redirect: { t: 'nullable', i: { t: 'string' } } },
  m: 'strip',
});
