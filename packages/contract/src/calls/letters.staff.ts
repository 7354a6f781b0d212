import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { adminCall, type AdminCallDef, ZId } from './staff-common.ts';

/** Operator calls of station letters (`letters.send`, docs/console.md). */

const ZLocalizedTitle = z.object({ Jp: z.string(), En: z.string(), Zh: z.string(), ZhTW: z.string() });

/** A letter staff sent, with how many of its recipients have read it. */
export const ZStaffLetter = z.object({
  id: z.string(),
  audience: z.enum(['all', 'agents', 'players', 'member']),
  /** The member, for a one-member letter. */
  userId: z.string().nullable(),
  username: z.string().nullable(),
  title: ZLocalizedTitle,
  sentAt: z.iso.datetime(),
  /** The staff member who sent it (from the audit log). */
  sentBy: z.string().nullable(),
  /** Recipients who opened it. */
  reads: z.number().int(),
});
export type TStaffLetter = z.infer<typeof ZStaffLetter>;

const ZAudience = z.enum(['all', 'agents', 'players', 'member']);

export const lettersStaffCalls = {
  adminLetterAudience: adminCall({
    path: '/v2/admin/letter/audience',
    auth: 'staff',
    permission: 'letters.send',
    summary: 'How many members a letter to this audience reaches now (asked before sending, to confirm)',
    request: z.strictObject({
      audience: ZAudience,
      userId: ZId.optional(),
      username: z.string().trim().min(1).max(64).optional(),
    }),
    response: z.object({ recipients: z.number().int().min(0) }),
  }),
  adminLetterBroadcast: adminCall({
    path: '/v2/admin/letter/broadcast',
    auth: 'staff',
    permission: 'letters.send',
    summary: 'Sends a station letter to all members, agents or players (or one member, by id or username)',
    request: z.strictObject({
      audience: ZAudience,
      userId: ZId.optional(),
      /** A one-member letter may name the member by username instead of id. */
      username: z.string().trim().min(1).max(64).optional(),
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
  adminLetterList: adminCall({
    path: '/v2/admin/letter/list',
    auth: 'staff',
    permission: 'letters.send',
    summary: 'The letters staff sent, newest first, with their read counts',
    request: ZPageRequest.strict(),
    response: ZPage(ZStaffLetter),
  }),
} satisfies Record<string, AdminCallDef>;
