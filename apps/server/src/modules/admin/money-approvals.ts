import { MONEY_PATHS, type MoneyPath, type TMoneyApproval } from '@amigo/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { usernamesByIds } from '../users/index.ts';
import { recordAudit, toJson } from './audit.ts';
import { iso, offsetOf, pageOf, type Actor, type PageInput } from './paging.ts';
import { moneyApprovals, staffUsers } from './schema.ts';

/**
 * The one set of money controls (issue 26 §2). Every path that creates, releases or redirects
 * coins asks `gateMoney` inside its own transaction before it moves anything:
 * - the request is recorded (`money_approvals`) with its path, item, member, amount and requester,
 *   and an audit row with the amount and the member;
 * - a per-person cap per path over a rolling 24 hours, counting pending and applied requests, so
 *   splitting changes nothing and approval cannot lift it (refused: MONEY_DAILY_CAP_REACHED);
 * - above the path's threshold (counted with the requester's other requests on the same path for
 *   the same member in the window) the item waits (`pending`) and nothing moves; a second staff
 *   member with `balance.approve`, never the requester, applies or rejects it from the one console
 *   queue (`decideMoneyApproval`), which runs the path's own `apply` in the same transaction.
 * The requester's staff row is locked first, so one person's requests are counted one after another.
 */

export { MONEY_PATHS, type MoneyPath };

/** The window the cap and the threshold look back over: a rolling 24 hours, so no time of day resets them. */
export const MONEY_WINDOW_MS = 24 * 3_600_000;

/** One path's limits: above `secondApproverAbove` a second approver is needed; `dailyCap` per person in 24 h. */
export interface MoneyLimit {
  secondApproverAbove: number;
  dailyCap: number;
}

export type MoneyItem = typeof moneyApprovals.$inferSelect;

/**
 * What a path does when its pending item is decided, inside the decision's transaction. `apply`
 * moves the coins (or sets the rates) exactly as the requester would have without the threshold;
 * it throws when the item can no longer be applied (the order was settled meanwhile…), which
 * leaves it pending: the approver rejects it instead. `reject` undoes what waiting held back.
 */
export interface MoneyPathHandler {
  apply(tx: Db, item: MoneyItem, context: MoneyDecisionContext): Promise<void>;
  reject?(tx: Db, item: MoneyItem, context: MoneyDecisionContext): Promise<void>;
}

export interface MoneyDecisionContext extends Actor {
  /** The server's configuration, for a path whose apply needs it (the crypto payout adapter). */
  config: Config;
}

// Each domain registers its path's handler when its module loads (`<module>/money-paths.ts`,
// imported by its staff routes): the admin module does not import the domains that move coins.
const handlers = new Map<MoneyPath, MoneyPathHandler>();

export function registerMoneyPath(path: MoneyPath, handler: MoneyPathHandler): void {
  handlers.set(path, handler);
}

export interface MoneyRequest {
  path: MoneyPath;
  /** The path's own item: what one pending request stands for (an order number, an adjustment id…). */
  ref: string;
  userId: bigint | null;
  /** Coins (basis points for `rebate_rate`), positive. */
  amount: bigint;
  reason: string;
  detail?: unknown;
  /** The staff member asking; null for the system's own request (a settlement job): no cap, always its threshold. */
  requester: Actor | null;
  /** The requester's cap on this path (a path with role caps works it out; others pass their one number). */
  dailyCap: bigint;
  secondApproverAbove: bigint;
  /** The error the cap refuses with (balance adjustments keep their own reason). */
  capReached?: (cap: bigint, used: bigint) => AppError;
  /** False when the path writes its own audit row carrying the amount and the member. */
  audit?: boolean;
}

export interface MoneyGateResult {
  id: bigint;
  status: 'applied' | 'pending';
  /** What the threshold counted besides this request: the requester's others on this path for the member in 24 h. */
  recentToMember: bigint;
  /** The same request asked again while it waits: nothing new was recorded. */
  repeated: boolean;
}

/**
 * The gate (see the top of this file). Runs in the caller's transaction, after the caller locked
 * its item: an `applied` answer means "move the coins now", `pending` means "move nothing".
 */
export async function gateMoney(tx: Db, request: MoneyRequest): Promise<MoneyGateResult> {
  const requester = request.requester;
  if (requester) {
    const [staff] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.id, requester.staff.id))
      .for('update');
    if (!staff) throw new AppError('FORBIDDEN');
  }
  const [waiting] = await tx
    .select()
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.path, request.path), eq(moneyApprovals.ref, request.ref), eq(moneyApprovals.status, 'pending')));
  if (waiting) {
    // The same person asking the same again (a double click) learns it waits; anything else is refused.
    const same = waiting.requestedBy === (requester?.staff.id ?? null) && waiting.amount === request.amount;
    if (!same) throw new AppError('MONEY_APPROVAL_PENDING');
    return { id: waiting.id, status: 'pending', recentToMember: 0n, repeated: true };
  }
  const now = requester?.now ?? new Date();
  let recentToMember = 0n;
  if (requester) {
    const recent = await recentRequests(tx, { ...request, staffId: requester.staff.id, now });
    if (recent.byRequester + request.amount > request.dailyCap) {
      throw (
        request.capReached?.(request.dailyCap, recent.byRequester) ??
        new AppError('MONEY_DAILY_CAP_REACHED', {
          params: { cap: Number(request.dailyCap), used: Number(recent.byRequester) },
        })
      );
    }
    recentToMember = recent.toMember;
  }
  const status = recentToMember + request.amount > request.secondApproverAbove ? 'pending' : 'applied';
  const [row] = await tx
    .insert(moneyApprovals)
    .values({
      path: request.path,
      ref: request.ref,
      userId: request.userId,
      amount: request.amount,
      reason: request.reason.slice(0, 500),
      // JSON-safe (bigints as strings), as the audit row keeps it.
      detail: toJson(request.detail ?? null),
      status,
      requestedBy: requester?.staff.id ?? null,
      decidedAt: status === 'applied' ? now : null,
      createdAt: now,
    })
    .returning({ id: moneyApprovals.id });
  if (request.audit !== false) {
    await recordAudit(tx, {
      staff: requester?.staff ?? { id: null, username: 'system' },
      ip: requester?.ip ?? null,
      now,
      action: `money.${request.path}.${status === 'pending' ? 'request' : 'apply'}`,
      targetType: 'money_approval',
      targetId: row!.id,
      before: null,
      after: {
        path: request.path,
        ref: request.ref,
        userId: request.userId,
        amount: request.amount,
        reason: request.reason,
        status,
        recentToMember,
        ...(request.detail === undefined ? {} : { detail: request.detail }),
      },
    });
  }
  return { id: row!.id, status, recentToMember, repeated: false };
}

/** The requester's pending and applied requests on the path in the window: to this member, and in all. */
async function recentRequests(
  tx: Db,
  input: { path: MoneyPath; userId: bigint | null; staffId: bigint; now: Date },
): Promise<{ toMember: bigint; byRequester: bigint }> {
  const sameMember = sql`${moneyApprovals.userId} is not distinct from ${input.userId}::bigint`;
  const [sums] = await tx
    .select({
      toMember: sql<string>`coalesce(sum(${moneyApprovals.amount}) filter (where ${sameMember}), 0)::text`,
      byRequester: sql<string>`coalesce(sum(${moneyApprovals.amount}), 0)::text`,
    })
    .from(moneyApprovals)
    .where(
      and(
        eq(moneyApprovals.requestedBy, input.staffId),
        eq(moneyApprovals.path, input.path),
        inArray(moneyApprovals.status, ['pending', 'applied']),
        gt(moneyApprovals.createdAt, new Date(input.now.getTime() - MONEY_WINDOW_MS)),
      ),
    );
  return { toMember: BigInt(sums?.toMember ?? 0), byRequester: BigInt(sums?.byRequester ?? 0) };
}

/** The pending item of a path's own item, if any (a domain shows "waiting for approval" with it). */
export async function pendingMoneyApproval(db: Db, path: MoneyPath, ref: string): Promise<MoneyItem | undefined> {
  const [row] = await db
    .select()
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.path, path), eq(moneyApprovals.ref, ref), eq(moneyApprovals.status, 'pending')));
  return row;
}

/** The latest item of a path's own item (pending or decided). */
export async function latestMoneyApproval(db: Db, path: MoneyPath, ref: string): Promise<MoneyItem | undefined> {
  const [row] = await db
    .select()
    .from(moneyApprovals)
    .where(and(eq(moneyApprovals.path, path), eq(moneyApprovals.ref, ref)))
    .orderBy(desc(moneyApprovals.id))
    .limit(1);
  return row;
}

/**
 * The second pair of eyes on any pending item: approve (the path applies it, once) or reject. The
 * item is locked first, so two approvers apply it once: the second finds it decided. The requester
 * can never decide their own item. Asking again for the decision already taken by the same staff
 * member answers it again (a double click); anything else on a decided item is `notPending`.
 */
export async function decideMoneyApproval(
  db: Db,
  input: { id: bigint; approve: boolean; notPending?: () => AppError } & MoneyDecisionContext,
): Promise<TMoneyApproval> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select().from(moneyApprovals).where(eq(moneyApprovals.id, input.id)).for('update');
    if (!item) throw new AppError('NOT_FOUND', { field: 'id' });
    const target = input.approve ? 'applied' : 'rejected';
    if (item.status !== 'pending') {
      if (item.status === target && item.decidedBy === input.staff.id) return readMoneyApproval(tx, item.id);
      throw input.notPending?.() ?? new AppError('MONEY_APPROVAL_NOT_PENDING');
    }
    if (item.requestedBy === input.staff.id) throw new AppError('SELF_APPROVAL_FORBIDDEN');
    const handler = handlers.get(item.path);
    if (!handler) throw new Error(`no handler registered for money path ${item.path}`);
    if (input.approve) await handler.apply(tx, item, input);
    else await handler.reject?.(tx, item, input);
    await tx
      .update(moneyApprovals)
      .set({ status: target, decidedBy: input.staff.id, decidedAt: input.now })
      .where(eq(moneyApprovals.id, item.id));
    await recordAudit(tx, {
      ...input,
      action: `money.${item.path}.${input.approve ? 'approve' : 'reject'}`,
      targetType: 'money_approval',
      targetId: item.id,
      before: { status: item.status },
      after: {
        status: target,
        path: item.path,
        ref: item.ref,
        userId: item.userId,
        amount: item.amount,
        requestedBy: item.requestedBy,
      },
    });
    return readMoneyApproval(tx, item.id);
  });
}

/** The pending item of a path's own item, decided (the domain's own decide call, such as adjustments'). */
export async function decideMoneyApprovalOf(
  db: Db,
  input: { path: MoneyPath; ref: string; approve: boolean; notPending?: () => AppError } & MoneyDecisionContext,
): Promise<TMoneyApproval> {
  const item = (await pendingMoneyApproval(db, input.path, input.ref)) ?? (await latestMoneyApproval(db, input.path, input.ref));
  if (!item) throw new AppError('NOT_FOUND', { field: 'id' });
  return decideMoneyApproval(db, { ...input, id: item.id });
}

const requesters = alias(staffUsers, 'money_requester');
const deciders = alias(staffUsers, 'money_decider');

function selectItems(db: Db) {
  return db
    .select({ item: moneyApprovals, requester: requesters.username, decider: deciders.username })
    .from(moneyApprovals)
    .leftJoin(requesters, eq(requesters.id, moneyApprovals.requestedBy))
    .leftJoin(deciders, eq(deciders.id, moneyApprovals.decidedBy));
}

type ItemRow = { item: MoneyItem; requester: string | null; decider: string | null };

async function toDtos(db: Db, rows: ItemRow[], now: Date): Promise<TMoneyApproval[]> {
  const usernames = await usernamesByIds(
    db,
    rows.flatMap((row) => (row.item.userId === null ? [] : [row.item.userId])),
  );
  return rows.map(({ item, requester, decider }) => ({
    id: String(item.id),
    path: item.path,
    ref: item.ref,
    userId: item.userId === null ? null : String(item.userId),
    username: item.userId === null ? null : (usernames.get(item.userId) ?? null),
    amount: Number(item.amount),
    unit: item.path === 'rebate_rate' ? ('bps' as const) : ('coins' as const),
    reason: item.reason,
    detail: item.detail ?? null,
    status: item.status,
    // The system's own requests (the rebate settlement job) have no requester.
    requestedBy: requester ?? 'system',
    decidedBy: decider,
    createdAt: item.createdAt.toISOString(),
    decidedAt: iso(item.decidedAt),
    ageSeconds: Math.max(0, Math.floor((now.getTime() - item.createdAt.getTime()) / 1000)),
  }));
}

async function readMoneyApproval(db: Db, id: bigint): Promise<TMoneyApproval> {
  const rows = await selectItems(db).where(eq(moneyApprovals.id, id)).limit(1);
  return (await toDtos(db, rows, new Date()))[0]!;
}

/** The one console queue: every path's items by status (pending ones oldest first), optionally one path. */
export async function listMoneyApprovals(
  db: Db,
  input: PageInput & { status: MoneyItem['status']; path?: MoneyPath | undefined; now: Date },
) {
  const where = and(eq(moneyApprovals.status, input.status), input.path ? eq(moneyApprovals.path, input.path) : undefined);
  const [rows, [total]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(input.status === 'pending' ? asc(moneyApprovals.id) : desc(moneyApprovals.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(moneyApprovals).where(where),
  ]);
  return pageOf(await toDtos(db, rows, input.now), total?.n ?? 0, input);
}

/** Pending items per path, for the dashboard's queue sizes and the console's menu badge. */
export async function pendingMoneyApprovalCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(moneyApprovals).where(eq(moneyApprovals.status, 'pending'));
  return row?.n ?? 0;
}
