// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const responsibleBlock = /* @__PURE__ */ callRef<(typeof calls)['responsibleBlock']>(
  'responsibleBlock',
  '/v2/app/responsible/block',
  {
    t: 'object',
    s: {
      limits: {
        t: 'array',
        e: {
          t: 'object',
          s: {
            kind: { t: 'enum', v: ['deposit', 'loss'] },
            period: { t: 'enum', v: ['day', 'week', 'month'] },
            amount: { t: 'nullable', i: { t: 'number', c: [['int']] } },
            pending: {
              t: 'nullable',
              i: {
                t: 'object',
                s: {
                  amount: { t: 'nullable', i: { t: 'number', c: [['int']] } },
                  from: {
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
            },
            used: { t: 'number', c: [['int']] },
          },
          m: 'strip',
        },
      },
      realityCheckMinutes: { t: 'nullable', i: { t: 'number', c: [['int']] } },
      block: {
        t: 'nullable',
        i: {
          t: 'object',
          s: {
            kind: { t: 'enum', v: ['cool_off', 'self_exclusion'] },
            from: {
              t: 'string',
              c: [
                [
                  're',
                  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z))$',
                  '',
                ],
              ],
            },
            until: {
              t: 'nullable',
              i: {
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
            minUntil: {
              t: 'nullable',
              i: {
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
          },
          m: 'strip',
        },
      },
    },
    m: 'strip',
  },
);
