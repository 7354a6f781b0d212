import { z } from 'zod';
import { adminCall, type AdminCallDef, ZId } from './staff-common.ts';

/** Operator calls of station letters (`letters.send`, docs/console.md). */

export const lettersStaffCalls = {
  adminLetterBroadcast: adminCall({
    path: '/v2/admin/letter/broadcast',
    auth: 'staff',
    permission: 'letters.send',
    summary: 'Sends a station letter to all members, agents or players (or one member)',
    request: z.strictObject({
      audience: z.enum(['all', 'agents', 'players', 'member']),
      userId: ZId.optional(),
      title: z.strictObject({
        Jp: z.string().max(200).default(''),
        En: z.string().max(200).default(''),
        Zh: z.string().max(200).default(''),
        ZhTW: z.string().max(200).default(''),
      }),
      body: z.strictObject({
        Jp: z.string().max(20_000).default(''),
        En: z.string().max(20_000).default(''),
        Zh: z.string().max(20_000).default(''),
        ZhTW: z.string().max(20_000).default(''),
      }),
      idempotencyKey: z.uuid(),
    }),
    response: z.object({ id: z.string().nullable(), sent: z.boolean() }),
  }),
} satisfies Record<string, AdminCallDef>;
