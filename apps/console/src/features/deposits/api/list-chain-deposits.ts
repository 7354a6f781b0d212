import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (status, search, page). */
export const chainDepositQueueKey = ['admin', 'chain-deposits'] as const;

/** POST /v2/admin/crypto/deposit/list: chain deposits by status, with how returns are paid out (sandbox or manual). */
export function listChainDeposits(request: AdminRequest<typeof adminCalls.adminCryptoDepositList>) {
  return adminFetch(adminCalls.adminCryptoDepositList, request);
}
