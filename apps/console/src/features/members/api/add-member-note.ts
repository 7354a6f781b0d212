import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/member/note/add: a staff note on the member's file (audited, never edited). */
export function addMemberNote(request: AdminRequest<typeof adminCalls.adminMemberNoteAdd>) {
  return adminFetch(adminCalls.adminMemberNoteAdd, request);
}
