import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/machine/remove: remove a machine that never played. */
export function removeMachine(request: AdminRequest<typeof adminCalls.adminMachineRemove>) {
  return adminFetch(adminCalls.adminMachineRemove, request);
}
