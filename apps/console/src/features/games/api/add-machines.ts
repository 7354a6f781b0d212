import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/machine/add: 1–50 machines of a model, at a setting of the model's or its default. */
export function addMachines(request: AdminRequest<typeof adminCalls.adminMachineAdd>) {
  return adminFetch(adminCalls.adminMachineAdd, request);
}
