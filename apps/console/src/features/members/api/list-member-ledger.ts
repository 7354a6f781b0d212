import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';
import { memberKey } from './get-member.ts';

/** POST /v2/admin/member/ledger: the member's ledger entries, newest first. */
export function listMemberLedger(request: AdminRequest<typeof adminCalls.adminMemberLedger>) {
  return adminFetch(adminCalls.adminMemberLedger, request);
}

/** The latest fifty. */
export function useMemberLedger(userId: string) {
  return useQuery({
    queryKey: [...memberKey(userId), 'ledger'],
    queryFn: () => listMemberLedger({ userId, pageNum: 1, pageSize: 50 }),
  });
}
