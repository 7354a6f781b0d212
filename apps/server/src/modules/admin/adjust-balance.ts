import { createHash } from 'node:crypto';
import type { TAdjustment } from '@amigo/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceAdjustments, staffIdempotencyKeys, staffUsers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameRequest } from '../../http/idempotent-request.ts';
import { memberExists, usernamesByIds } from '../users/index.ts';
import { ensureUserWallet, getBalance, systemAccount, transfer } from '../wallet/index.ts';
import { recordAudit } from './audit.ts';
import {
  decideMoneyApprovalOf,
  gateMoney,
  MONEY_WINDOW_MS,
  registerMoneyPath,
  type MoneyDecisionContext,
  type MoneyItem,
} from './money-approvals.ts';
import { iso, offsetOf, pageOf, type Actor, type PageInput } from './paging.ts';

type Row = typeof balanceAdjustments.$inferSelect;
type Status = Row['status'];
const requester = alias(staffUsers, 'requester');
const decider = alias(staffUsers, 'decider');

/** The window both limits look back over: a rolling 24 hours, so no time of day resets them. */
export const ADJUSTMENT_WINDOW_MS = MONEY_WINDOW_MS;

export interface AdjustmentRequest extends Actor {
  userId: bigint;
  amount: number;
  reason: string;
  idempotencyKey: string;
  /** Above this many coins, counted with the requester's other adjustments to the member in the window, it waits. */
  fourEyesAbove: number;
  /** Coins each role may adjust in the window (a staff member has the largest of their roles'; unnamed roles none). */
  dailyAdjustCaps: Readonly<Record<string, number>>;
}

/**
 * A balance adjustment: a reasoned ledger transfer between the member's wallet and the
 * `promotions` system account (credit: promotions → wallet; debit: wallet → promotions, never
 * below zero). Two limits, both over the rolling 24 hours and counting pending and applied
 * adjustments (either sign, as absolute coins), so splitting a large adjustment into pieces
 * changes nothing:
 * - four-eyes: when |amount| plus the requester's other adjustments to this member passes
 *   `fourEyesAbove`, it waits (`pending`) for a second staff member with `balance.approve`;
 * - daily cap: when |amount| plus everything the requester adjusted passes their role's cap,
 *   it is refused (ADJUSTMENT_DAILY_CAP_REACHED) — approval cannot lift a cap.
 * The staff row is locked first, so one staff member's requests are counted one after another
 * (two concurrent pieces just under the threshold cannot both apply). The request is idempotent
 * by (staff, idempotencyKey) with the same member, amount and reason (`staff_idempotency_keys`,
 * written in the same transaction: the adjustment itself is keyed by its member); the transfer by
 * its id `adjustment:<id>`.
 */
export async function requestAdjustment(db: Db, input: AdjustmentRequest): Promise<TAdjustment> {
  return db.transaction(async (tx) => {
    const [requester] = await tx
      .select({ roles: staffUsers.roles })
      .from(staffUsers)
      .where(eq(staffUsers.id, input.staff.id))
      .for('update');
    if (!requester) throw new AppError('FORBIDDEN');
    const earlier = await findByKey(tx, input);
    if (earlier) return replay(tx, earlier, input);
    if (!(await memberExists(tx, input.userId))) throw new AppError('NOT_FOUND', { field: 'userId' });

    const [row] = await tx
      .insert(balanceAdjustments)
      .values({
        userId: input.userId,
        amount: BigInt(input.amount),
        reason: input.reason,
        status: 'pending',
        requestedBy: input.staff.id,
        idempotencyKey: input.idempotencyKey,
        createdAt: input.now,
      })
      .returning();
    // The staff row lock orders one requester's calls, so the key is free here. A conflict (only
    // possible without that lock) refuses this call and rolls its adjustment back: still one.
    const [claimed] = await tx
      .insert(staffIdempotencyKeys)
      .values({
        requestedBy: input.staff.id,
        idempotencyKey: input.idempotencyKey,
        userId: row!.userId,
        adjustmentId: row!.id,
        fingerprint: requestFingerprint(input),
        createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ adjustmentId: staffIdempotencyKeys.adjustmentId });
    if (!claimed) throw new AppError('IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' });
    // The money controls every path shares (money-approvals.ts): the role's cap and four-eyes,
    // counted over the requester's pending and applied adjustments of the window.
    const gate = await gateMoney(tx, {
      path: 'adjustment',
      ref: String(row!.id),
      userId: row!.userId,
      amount: BigInt(Math.abs(input.amount)),
      reason: input.reason,
      requester: input,
      dailyCap: dailyCapOf(requester.roles, input.dailyAdjustCaps),
      secondApproverAbove: BigInt(input.fourEyesAbove),
      capReached: (cap, used) =>
        new AppError('ADJUSTMENT_DAILY_CAP_REACHED', { field: 'amount', params: { cap: Number(cap), used: Number(used) } }),
      // The adjustment's own audit row below carries the amount and the member.
      audit: false,
    });
    const needsSecond = gate.status === 'pending';
    const moved = needsSecond ? null : await apply(tx, row!, input);
    await recordAudit(tx, {
      ...input,
      action: needsSecond ? 'balance.adjust.request' : 'balance.adjust',
      targetType: 'member',
      targetId: row!.userId,
      before: moved ? { balance: moved.before } : null,
      after: {
        adjustmentId: row!.id,
        amount: row!.amount,
        reason: row!.reason,
        status: needsSecond ? 'pending' : 'applied',
        // What the four-eyes rule counted: this requester's other adjustments to the member in 24 h.
        recentToMember: gate.recentToMember,
        approvalId: gate.id,
        ...(moved ? { balance: moved.after } : {}),
      },
    });
    return readAdjustment(tx, row!.id, row!.userId);
  });
}

/** What a staff key is bound to: the member, amount and reason of its request (sha256, hex). */
export function requestFingerprint(input: { userId: bigint; amount: number | bigint; reason: string }): string {
  return createHash('sha256')
    .update(`${input.userId}:${BigInt(input.amount)}:${input.reason}`, 'utf8')
    .digest('hex');
}

type KeyRow = typeof staffIdempotencyKeys.$inferSelect;

/** The request this staff key already names, if any (the local key table, by its primary key). */
async function findByKey(tx: Db, input: AdjustmentRequest): Promise<KeyRow | undefined> {
  const [row] = await tx
    .select()
    .from(staffIdempotencyKeys)
    .where(
      and(eq(staffIdempotencyKeys.requestedBy, input.staff.id), eq(staffIdempotencyKeys.idempotencyKey, input.idempotencyKey)),
    );
  return row;
}

/**
 * The key was used before: the same member, amount and reason answer the stored adjustment (read
 * by its member and id); anything else is IDEMPOTENCY_KEY_REUSED, decided from the key row alone.
 */
async function replay(tx: Db, earlier: KeyRow, input: AdjustmentRequest): Promise<TAdjustment> {
  assertSameRequest(
    { userId: earlier.userId, fingerprint: earlier.fingerprint },
    { userId: input.userId, fingerprint: requestFingerprint(input) },
  );
  return readAdjustment(tx, earlier.adjustmentId, earlier.userId);
}

/** The largest cap among the staff member's roles; roles not named in the configuration allow nothing. */
export function dailyCapOf(roles: readonly string[], caps: Readonly<Record<string, number>>): bigint {
  return roles.reduce((largest, role) => {
    const cap = Object.hasOwn(caps, role) ? BigInt(caps[role]!) : 0n;
    return cap > largest ? cap : largest;
  }, 0n);
}

/** Moves the coins and marks the adjustment applied; answers the member's balance before and after. */
async function apply(tx: Db, row: Row, actor: Actor): Promise<{ before: bigint; after: bigint }> {
  const wallet = await ensureUserWallet(tx, row.userId);
  const promotions = await systemAccount(tx, 'promotions', row.userId);
  const before = await getBalance(tx, row.userId);
  const credit = row.amount > 0n;
  // A known id refuses (transfer's default): the adjustment is applied only if its coins move now.
  await transfer(tx, {
    id: `adjustment:${row.id}`,
    from: credit ? promotions : wallet,
    to: credit ? wallet : promotions,
    amount: credit ? row.amount : -row.amount,
    reason: 'operator_adjustment',
    ref: `adjustment:${row.id}`,
  });
  await tx
    .update(balanceAdjustments)
    .set({ status: 'applied', decidedBy: actor.staff.id, decidedAt: actor.now })
    .where(and(eq(balanceAdjustments.userId, row.userId), eq(balanceAdjustments.id, row.id)));
  return { before, after: await getBalance(tx, row.userId) };
}

/**
 * The adjustment path of the money controls: approving applies the adjustment (its coins move
 * once, under the adjustment row's lock), rejecting marks it rejected. Registered with the one
 * approval queue, so the console's queue and `balance/adjustment/decide` decide it the same way.
 */
registerMoneyPath('adjustment', {
  async apply(tx, item, actor) {
    const row = await lockPendingAdjustment(tx, item);
    await apply(tx, row, actor);
    await auditDecision(tx, row, actor, true);
  },
  async reject(tx, item, actor) {
    const row = await lockPendingAdjustment(tx, item);
    await tx
      .update(balanceAdjustments)
      .set({ status: 'rejected', decidedBy: actor.staff.id, decidedAt: actor.now })
      .where(and(eq(balanceAdjustments.userId, row.userId), eq(balanceAdjustments.id, row.id)));
    await auditDecision(tx, row, actor, false);
  },
});

async function lockPendingAdjustment(tx: Db, item: MoneyItem): Promise<Row> {
  const [row] = await tx
    .select()
    .from(balanceAdjustments)
    .where(and(eq(balanceAdjustments.userId, item.userId!), eq(balanceAdjustments.id, BigInt(item.ref))))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  if (row.status !== 'pending') throw new AppError('ADJUSTMENT_NOT_PENDING');
  return row;
}

async function auditDecision(tx: Db, row: Row, actor: Actor, approve: boolean) {
  const balance = approve ? await getBalance(tx, row.userId) : null;
  await recordAudit(tx, {
    ...actor,
    action: approve ? 'balance.adjust.approve' : 'balance.adjust.reject',
    targetType: 'balance_adjustment',
    targetId: row.id,
    before: { status: row.status, ...(balance === null ? {} : { balance: balance - row.amount }) },
    after: {
      status: approve ? 'applied' : 'rejected',
      userId: row.userId,
      amount: row.amount,
      ...(balance === null ? {} : { balance }),
    },
  });
}

/**
 * The second pair of eyes on a pending adjustment (`balance/adjustment/decide`): the same decision
 * as the one approval queue's, on the adjustment's item; the requester can never decide it.
 */
export async function decideAdjustment(
  db: Db,
  input: { id: bigint; approve: boolean } & MoneyDecisionContext,
): Promise<TAdjustment> {
  // The console names the adjustment by id alone: its member is found first, without a lock
  // (balance_adjustments_id_idx; a fan-out read on Citus, which takes no row locks across shards).
  const [owner] = await db
    .select({ userId: balanceAdjustments.userId })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, input.id));
  if (!owner) throw new AppError('NOT_FOUND', { field: 'id' });
  await decideMoneyApprovalOf(db, {
    ...input,
    path: 'adjustment',
    ref: String(input.id),
    notPending: () => new AppError('ADJUSTMENT_NOT_PENDING'),
  });
  return readAdjustment(db, input.id, owner.userId);
}

const columns = {
  adjustment: balanceAdjustments,
  requester: requester.username,
  decider: decider.username,
};

type AdjustmentRow = { adjustment: Row; requester: string; decider: string | null };

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(balanceAdjustments)
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy));
}

/** The rows with their members' usernames (the users module's, asked for once per list). */
async function toAdjustments(db: Db, rows: AdjustmentRow[]): Promise<TAdjustment[]> {
  const usernames = await usernamesByIds(
    db,
    rows.map((row) => row.adjustment.userId),
  );
  // Members are never removed: an adjustment's member always has a username.
  return rows.flatMap((row) => {
    const username = usernames.get(row.adjustment.userId);
    return username === undefined ? [] : [toAdjustment(row, username)];
  });
}

function toAdjustment(row: AdjustmentRow, username: string): TAdjustment {
  const { adjustment } = row;
  return {
    id: String(adjustment.id),
    userId: String(adjustment.userId),
    username,
    amount: Number(adjustment.amount),
    reason: adjustment.reason,
    status: adjustment.status,
    requestedBy: row.requester,
    decidedBy: row.decider,
    createdAt: adjustment.createdAt.toISOString(),
    decidedAt: iso(adjustment.decidedAt),
  };
}

/** One adjustment by its key (member, id): a router read. */
async function readAdjustment(db: Db, id: bigint, userId: bigint): Promise<TAdjustment> {
  const [row] = await selectRows(db)
    .where(and(eq(balanceAdjustments.userId, userId), eq(balanceAdjustments.id, id)))
    .limit(1);
  const [adjustment] = await toAdjustments(db, [row!]);
  return adjustment!;
}

export async function listAdjustments(db: Db, input: PageInput & { status: Status }) {
  const where = eq(balanceAdjustments.status, input.status);
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(input.status === 'pending' ? asc(balanceAdjustments.id) : desc(balanceAdjustments.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(balanceAdjustments).where(where),
  ]);
  return pageOf(await toAdjustments(db, rows), total?.n ?? 0, input);
}
