import { z } from 'zod';
import { adminCall, type AdminCallDef, ZId } from './staff-common.ts';

/** Operator calls of responsible gaming (issue 11, docs/console.md). */

export const responsibleStaffCalls = {
  adminResponsibleEndExclusion: adminCall({
    path: '/v2/admin/responsible/end-exclusion',
    auth: 'staff',
    permission: 'members.lock',
    summary: "End a member's indefinite self-exclusion once its six-month minimum has passed",
    request: z.strictObject({ userId: ZId }),
    response: z.object({ userId: z.string(), ended: z.boolean() }),
  }),
} satisfies Record<string, AdminCallDef>;
