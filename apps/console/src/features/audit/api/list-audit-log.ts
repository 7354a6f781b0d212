import { adminCalls } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

type AuditListRequest = AdminRequest<typeof adminCalls.adminAuditList>;

/** POST /v2/admin/audit/list: staff writes by staff, action prefix, target id and Tokyo dates. */
export function listAuditLog(request: AuditListRequest) {
  return adminFetch(adminCalls.adminAuditList, request);
}

export function useAuditLog(request: AuditListRequest) {
  return useQuery({
    queryKey: ['admin', 'audit', request],
    queryFn: () => listAuditLog(request),
    placeholderData: keepPreviousData,
  });
}
