import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/content/save: create an item (no id) or replace one; answers it with the machines it names that are not on the floor. */
export function saveContent(request: AdminRequest<typeof adminCalls.adminContentSave>) {
  return adminFetch(adminCalls.adminContentSave, request);
}
