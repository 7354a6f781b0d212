// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const platformConfig = /* @__PURE__ */ callRef<(typeof calls)['platformConfig']>(
  'platformConfig',
  '/v2/app/platform/config',
  {
    t: 'object',
    s: {
      siteName: { t: 'string' },
      languages: { t: 'array', e: { t: 'enum', v: ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'] } },
      defaultLanguage: { t: 'enum', v: ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'] },
      timeZone: { t: 'string' },
      coinsPerYen: { t: 'number', c: [['gt', 0]] },
      coinsPerYuan: { t: 'number', c: [['gt', 0]] },
      serverTime: {
        t: 'string',
        c: [
          [
            're',
            '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$',
            '',
          ],
        ],
      },
      socialLogin: { t: 'object', s: { google: { t: 'boolean' }, line: { t: 'boolean' } }, m: 'strip' },
    },
    m: 'strip',
  },
);
