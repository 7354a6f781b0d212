import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/withdrawal/export: the approved bank withdrawals as a Zengin or CSV transfer file (audited). */
export function exportWithdrawals(request: AdminRequest<typeof adminCalls.adminWithdrawalExport>) {
  return adminFetch(adminCalls.adminWithdrawalExport, request);
}
