// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const agentSubMemberReportPage = /* @__PURE__ */ callRef<(typeof calls)['agentSubMemberReportPage']>(
  'agentSubMemberReportPage',
  '/v2/app/agent/sub/member/report/page',
  {
    t: 'object',
    s: {
      list: {
        t: 'array',
        e: {
          t: 'object',
          s: {
            rechargeCount: { t: 'number', c: [['int'], ['gte', 0]] },
            rechargeAmount: { t: 'number', c: [['int'], ['gte', 0]] },
            withdrawCount: { t: 'number', c: [['int'], ['gte', 0]] },
            withdrawAmount: { t: 'number', c: [['int'], ['gte', 0]] },
            betCount: { t: 'number', c: [['int'], ['gte', 0]] },
            betAmount: { t: 'number', c: [['int'], ['gte', 0]] },
            winAmount: { t: 'number', c: [['int'], ['gte', 0]] },
            profitLoss: { t: 'number', c: [['int']] },
            userId: { t: 'string' },
            username: { t: 'string' },
            isAgent: { t: 'boolean' },
            teamSize: { t: 'number', c: [['int'], ['gte', 0]] },
          },
          m: 'strip',
        },
      },
      total: { t: 'number', c: [['int'], ['gte', 0]] },
      pageNum: { t: 'number', c: [['int'], ['gte', 1]] },
      pageSize: { t: 'number', c: [['int'], ['gte', 1]] },
    },
    m: 'strip',
  },
);
