import { adminCalls } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/member/search: members by id, username or e-mail prefix, or agent code. */
export function searchMembers(request: AdminRequest<typeof adminCalls.adminMemberSearch>) {
  return adminFetch(adminCalls.adminMemberSearch, request);
}

export function useMemberSearch(q: string, pageNum: number) {
  return useQuery({
    queryKey: ['admin', 'members', q, pageNum],
    queryFn: () => searchMembers({ q, pageNum, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
}
