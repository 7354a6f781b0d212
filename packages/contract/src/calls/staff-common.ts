import { z } from 'zod';
import type { Permission } from './admin.ts';

/**
 * Pieces shared by the operator calls (`adminCalls`, docs/console.md): each domain's staff calls
 * live in `calls/<domain>.staff.ts` and `admin.ts` composes them into the one registry.
 */

/**
 * Who may make an admin call: `public` (sign-in only), `staff-pending` (signed in with the
 * password, TOTP not yet done: enrolment and sign-out), `staff` (fully signed in, and holding
 * `permission` when one is named).
 */
export type AdminCallAuth = 'public' | 'staff-pending' | 'staff';

export interface AdminCallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType, P extends string = string> {
  /** Literal in each call (`adminCall` keeps it). */
  path: P;
  auth: AdminCallAuth;
  /** The permission a fully signed-in staff member needs; null = any signed-in staff. */
  permission: Permission | null;
  summary: string;
  request: Req;
  response: Res;
}

/** Declares one operator call (the type checks path, auth, permission and schemas). */
export function adminCall<Req extends z.ZodType, Res extends z.ZodType, const P extends string>(def: AdminCallDef<Req, Res, P>) {
  return def;
}

export const ZId = z.string().regex(/^\d{1,18}$/);
export const ZReason = z.string().trim().min(1).max(500);
export const ZOk = z.object({ ok: z.literal(true) });

/** The member an item belongs to (spread into queue items). */
export const ZMemberRef = { userId: z.string(), username: z.string() };

/**
 * The paths that create, release or redirect coins, all through one set of controls (issue 26 §2,
 * docs/security.md): an audit row with the amount and the member, a per-person rolling 24 h cap,
 * and a second approver above the path's threshold, from one console queue.
 */
export const MONEY_PATHS = [
  'adjustment',
  'manual_deposit',
  'refund',
  'legacy_import',
  'rebate_rate',
  'rebate_payout',
  'held_deposit',
] as const;
export type MoneyPath = (typeof MONEY_PATHS)[number];
/** What a money call answers besides its own result when the item waits for a second approver. */
export const ZAwaitingApproval = z.object({ id: z.string(), path: z.enum(MONEY_PATHS) });
