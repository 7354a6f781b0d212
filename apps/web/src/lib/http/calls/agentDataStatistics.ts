// Generated from @amigo/contract by src/lib/http/call-table.build.ts (vite build and dev, and
// `UPDATE_CALL_TABLE=1 npx vitest run apps/web/src/lib/http/response-check.test.ts`). Do not edit.
import type { calls } from '@amigo/contract';
import { callRef } from '../call-ref.ts';

export const agentDataStatistics = /* @__PURE__ */ callRef<(typeof calls)['agentDataStatistics']>(
  'agentDataStatistics',
  '/v2/app/agent/data/statistics',
  {
    t: 'object',
    s: {
      userId: { t: 'string' },
      username: { t: 'string' },
      teamName: { t: 'string' },
      teamSize: { t: 'number', c: [['int'], ['gte', 0]] },
      directCount: { t: 'number', c: [['int'], ['gte', 0]] },
      subAgentCount: { t: 'number', c: [['int'], ['gte', 0]] },
      teamBalance: { t: 'number', c: [['int'], ['gte', 0]] },
      agentCode: { t: 'nullable', i: { t: 'string' } },
      balance: { t: 'number', c: [['int'], ['gte', 0]] },
      today: {
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
          registrations: { t: 'number', c: [['int'], ['gte', 0]] },
          activeUsers: { t: 'number', c: [['int'], ['gte', 0]] },
          giftAmount: { t: 'number', c: [['int'], ['gte', 0]] },
          rebatePoints: { t: 'number', c: [['int'], ['gte', 0]] },
          transferToMembers: { t: 'number', c: [['int'], ['gte', 0]] },
          transferFromMembers: { t: 'number', c: [['int'], ['gte', 0]] },
        },
        m: 'strip',
      },
      month: {
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
          registrations: { t: 'number', c: [['int'], ['gte', 0]] },
          activeUsers: { t: 'number', c: [['int'], ['gte', 0]] },
          giftAmount: { t: 'number', c: [['int'], ['gte', 0]] },
          rebatePoints: { t: 'number', c: [['int'], ['gte', 0]] },
          transferToMembers: { t: 'number', c: [['int'], ['gte', 0]] },
          transferFromMembers: { t: 'number', c: [['int'], ['gte', 0]] },
        },
        m: 'strip',
      },
    },
    m: 'strip',
  },
);
