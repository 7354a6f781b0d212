// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gameSettingDays = /* @__PURE__ */ callRef<(typeof calls)['gameSettingDays']>(
  'gameSettingDays',
  '/v2/app/game/fair/settings',
  {
    t: 'object',
    s: {
      day: {
        t: 'string',
        c: [
          [
            're',
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))$',
            '',
          ],
        ],
      },
      revealed: { t: 'boolean' },
      machines: {
        t: 'array',
        e: {
          t: 'object',
          s: {
            machineId: { t: 'number', c: [['int'], ['gte', 1], ['lte', 2147483647]] },
            modelCode: { t: 'string' },
            commitment: { t: 'string' },
            setting: { t: 'nullable', i: { t: 'number', c: [['int']] } },
            salt: { t: 'nullable', i: { t: 'string' } },
          },
          m: 'strip',
        },
      },
    },
    m: 'strip',
  },
);
