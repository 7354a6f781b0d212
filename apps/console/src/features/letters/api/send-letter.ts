import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/letter/broadcast: a station letter to every member, agents, players, or one member. */
export function sendLetter(request: AdminRequest<typeof adminCalls.adminLetterBroadcast>) {
  return adminFetch(adminCalls.adminLetterBroadcast, request);
}
