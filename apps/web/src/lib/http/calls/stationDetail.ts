// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const stationDetail = /* @__PURE__ */ callRef<(typeof calls)['stationDetail']>('stationDetail', '/v2/app/station/detail', {
  t: 'object',
  s: {
    id: { t: 'string' },
    category: { t: 'enum', v: ['system', 'deposit', 'withdrawal', 'kyc', 'agent', 'promotion'] },
    titleJp: { t: 'string' },
    titleEn: { t: 'string' },
    titleZh: { t: 'string' },
    titleZhTW: { t: 'string' },
    bodyJp: { t: 'string' },
    bodyEn: { t: 'string' },
    bodyZh: { t: 'string' },
    bodyZhTW: { t: 'string' },
    read: { t: 'boolean' },
    sentAt: {
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
});
