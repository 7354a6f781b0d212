import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/machine/update: the setting for the next business day, or in/out of service. */
export function updateMachine(request: AdminRequest<typeof adminCalls.adminMachineUpdate>) {
  return adminFetch(adminCalls.adminMachineUpdate, request);
}
