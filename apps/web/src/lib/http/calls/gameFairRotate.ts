// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const gameFairRotate = /* @__PURE__ */ callRef<(typeof calls)['gameFairRotate']>(
  'gameFairRotate',
  '/v2/app/game/fair/rotate',
  {
    t: 'object',
    s: {
      serverSeedHash: { t: 'string' },
      nextServerSeedHash: { t: 'string' },
      clientSeed: { t: 'string' },
      nonce: { t: 'number', c: [['int']] },
      previous: {
        t: 'nullable',
        i: {
          t: 'object',
          s: {
            serverSeed: { t: 'string' },
            serverSeedHash: { t: 'string' },
            clientSeed: { t: 'string' },
            lastNonce: { t: 'number', c: [['int']] },
          },
          m: 'strip',
        },
      },
    },
    m: 'strip',
  },
);
