import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';
import { memberKey } from './get-member.ts';

/** POST /v2/admin/member/orders: the member's deposits or withdrawals, newest first. */
export function listMemberOrders(request: AdminRequest<typeof adminCalls.adminMemberOrders>) {
  return adminFetch(adminCalls.adminMemberOrders, request);
}

/** The latest fifty deposits or withdrawals. */
export function useMemberOrders(userId: string, tab: 'deposits' | 'withdrawals') {
  return useQuery({
    queryKey: [...memberKey(userId), tab],
    queryFn: () => listMemberOrders({ userId, pageNum: 1, pageSize: 50, kind: tab === 'deposits' ? 'deposit' : 'withdrawal' }),
  });
}
