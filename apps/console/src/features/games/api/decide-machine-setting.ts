import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/machine/setting/decide: approve or reject a setting that lifts the floor's average RTP above 100 %. */
export function decideMachineSetting(request: AdminRequest<typeof adminCalls.adminMachineSettingDecide>) {
  return adminFetch(adminCalls.adminMachineSettingDecide, request);
}
