import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/balance/adjustment/list: balance adjustments by status. */
export function listAdjustments(request: AdminRequest<typeof adminCalls.adminAdjustmentList>) {
  return adminFetch(adminCalls.adminAdjustmentList, request);
}

/** Adjustments waiting for a second approval (the first fifty). */
export function usePendingAdjustments() {
  return useQuery({
    queryKey: ['admin', 'adjustments', 'pending'],
    queryFn: () => listAdjustments({ status: 'pending', pageNum: 1, pageSize: 50 }),
  });
}
