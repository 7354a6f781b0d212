import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (status, search, page). */
export const cryptoWithdrawalQueueKey = ['admin', 'crypto-withdrawals'] as const;

/** POST /v2/admin/crypto/withdrawal/list: crypto withdrawals by status. */
export function listCryptoWithdrawals(request: AdminRequest<typeof adminCalls.adminCryptoWithdrawalList>) {
  return adminFetch(adminCalls.adminCryptoWithdrawalList, request);
}
