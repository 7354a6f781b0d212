import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../../lib/api.ts';

/** Every query of one member's file starts with this key, so one invalidation refreshes the file. */
export const memberKey = (userId: string) => ['admin', 'member', userId] as const;

/** POST /v2/admin/member/detail: profile, balance, KYC, agent position, sessions, responsible-gaming state. */
export function getMember(userId: string) {
  return adminFetch(adminCalls.adminMemberDetail, { userId });
}

export function useMember(userId: string) {
  return useQuery({ queryKey: memberKey(userId), queryFn: () => getMember(userId) });
}
