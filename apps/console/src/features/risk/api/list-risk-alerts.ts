import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (rule, status, search, page). */
export const riskQueueKey = ['admin', 'risk-alerts'] as const;

/** POST /v2/admin/risk/list: risk alerts by status (open oldest first), one rule or all, by username prefix. */
export function listRiskAlerts(request: AdminRequest<typeof adminCalls.adminRiskList>) {
  return adminFetch(adminCalls.adminRiskList, request);
}
