import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';
import { memberKey } from './get-member.ts';

/** POST /v2/admin/member/game-records: the member's rounds, newest first. */
export function listMemberGameRecords(request: AdminRequest<typeof adminCalls.adminMemberGameRecords>) {
  return adminFetch(adminCalls.adminMemberGameRecords, request);
}

/** The latest fifty. */
export function useMemberGameRecords(userId: string) {
  return useQuery({
    queryKey: [...memberKey(userId), 'games'],
    queryFn: () => listMemberGameRecords({ userId, pageNum: 1, pageSize: 50 }),
  });
}
