import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const agentFunnelCall = callRef('agentFunnel', '/v2/app/agent/funnel');
const agentCommissionStatementsCall = callRef('agentCommissionStatements', '/v2/app/agent/commission/statements');
const agentRebatePayoutsCall = callRef('agentRebatePayouts', '/v2/app/agent/rebate/payouts');
const agentSubMemberReportPageCall = callRef('agentSubMemberReportPage', '/v2/app/agent/sub/member/report/page');

/** POST /v2/app/agent/funnel: clicks → registrations → first deposits, per campaign and per day. */
export function useAgentFunnel(payload: RequestOf<typeof agentFunnelCall>, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'funnel', payload],
    queryFn: ({ signal }) => callApi(agentFunnelCall, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/app/agent/commission/statements: rebates per day or month and what they come from. */
export function useCommissionStatements(payload: RequestOf<typeof agentCommissionStatementsCall>, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'statements', payload],
    queryFn: ({ signal }) => callApi(agentCommissionStatementsCall, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/app/agent/rebate/payouts: rebates paid into the agent's wallet, newest first. */
export function useRebatePayouts(payload: RequestOf<typeof agentRebatePayoutsCall>, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'payouts', payload],
    queryFn: ({ signal }) => callApi(agentRebatePayoutsCall, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every direct subordinate's report row over a range (pages of 100, at most 50 pages), for the CSV export. */
export async function allMemberReports(range: { from: string; to: string }) {
  const rows = [];
  for (let pageNum = 1; pageNum <= 50; pageNum++) {
    const page = await callApi(agentSubMemberReportPageCall, { ...range, pageNum, pageSize: 100 });
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) break;
  }
  return rows;
}
