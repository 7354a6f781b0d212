import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/crypto/deposit/return: send a held chain deposit back on chain to the address given (with the txid when paid out by hand). */
export function returnChainDeposit(request: AdminRequest<typeof adminCalls.adminCryptoDepositReturn>) {
  return adminFetch(adminCalls.adminCryptoDepositReturn, request);
}
