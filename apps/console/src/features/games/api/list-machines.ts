import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../../lib/api.ts';

export const machinesKey = ['admin', 'machines'] as const;

/** POST /v2/admin/machine/list: the floor's machines and models, the next business day and the floor's RTP. */
export function listMachines() {
  return adminFetch(adminCalls.adminMachineList, {});
}

export function useMachines() {
  return useQuery({ queryKey: machinesKey, queryFn: listMachines });
}
