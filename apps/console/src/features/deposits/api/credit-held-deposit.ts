import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/crypto/deposit/credit-held: credit a chain deposit held for review, once. */
export function creditHeldDeposit(request: AdminRequest<typeof adminCalls.adminCryptoDepositCreditHeld>) {
  return adminFetch(adminCalls.adminCryptoDepositCreditHeld, request);
}
