import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../../lib/api.ts';
import { memberKey } from './get-member.ts';

/** POST /v2/admin/risk/member: the member's linked accounts (device, IP, bank card, crypto address) and risk alerts. */
export function getMemberRisk(userId: string) {
  return adminFetch(adminCalls.adminRiskMember, { userId });
}

export function useMemberRisk(userId: string) {
  return useQuery({ queryKey: [...memberKey(userId), 'risk'], queryFn: () => getMemberRisk(userId) });
}
