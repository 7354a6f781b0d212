import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/crypto/withdrawal/decide: approve, paid with the txid, or fail with a reason. */
export function decideCryptoWithdrawal(request: AdminRequest<typeof adminCalls.adminCryptoWithdrawalDecide>) {
  return adminFetch(adminCalls.adminCryptoWithdrawalDecide, request);
}
