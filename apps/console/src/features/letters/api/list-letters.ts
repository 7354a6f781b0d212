import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/letter/list: the letters staff sent, newest first, with read counts. */
export function listLetters(request: AdminRequest<typeof adminCalls.adminLetterList>) {
  return adminFetch(adminCalls.adminLetterList, request);
}

export function useSentLetters(pageNum: number) {
  return useQuery({ queryKey: ['admin', 'letters', pageNum], queryFn: () => listLetters({ pageNum, pageSize: 20 }) });
}
