import { adminCalls } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

type AgentListRequest = AdminRequest<typeof adminCalls.adminAgentList>;

/** POST /v2/admin/agent/list: agents (searchable) with their own rebate rates and the hall default. */
export function listAgents(request: AgentListRequest) {
  return adminFetch(adminCalls.adminAgentList, request);
}

export function useAgents(request: { q: string; pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: ['admin', 'agents', request.q, request.pageNum],
    queryFn: () => listAgents(request),
    placeholderData: keepPreviousData,
  });
}
