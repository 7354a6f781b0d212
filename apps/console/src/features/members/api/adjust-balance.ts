import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/balance/adjust: credit (+) or debit (−) with a reason; above the four-eyes threshold it waits as pending. */
export function adjustBalance(request: AdminRequest<typeof adminCalls.adminAdjustBalance>) {
  return adminFetch(adminCalls.adminAdjustBalance, request);
}
