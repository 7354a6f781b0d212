import { createHash } from 'node:crypto';
import type { TAdjustment } from '@amigo/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceAdjustments, staffIdempotencyKeys, staffUsers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { assertSameRequest } from '../../http/idempotent-request.ts';
import { memberExists, usernamesByIds } from '../users/index.ts';
import { ensureUserWallet, getBalance, systemAccount, transfer } from '../wallet/index.ts';
import { recordAudit } from './audit.ts';
import { iso, offsetOf, pageOf, type Actor, type PageInput } from './paging.ts';

type Row = typeof balanceAdjustments.$inferSelect;
type Status = Row['status'];
const requester = alias(staffUsers, 'requester');
const decider = alias(staffUsers, 'decider');

/** The window both limits look back over: a rolling 24 hours, so no time of day resets them. */
export const ADJUSTMENT_WINDOW_MS = 24 * 3_600_000;

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

    const size = BigInt(Math.abs(input.amount));
    const recent = await recentAdjustments(tx, input);
    const cap = dailyCapOf(requester.roles, input.dailyAdjustCaps);
    if (recent.byRequester + size > cap) {
      throw new AppError('ADJUSTMENT_DAILY_CAP_REACHED', {
        field: 'amount',
        params: { cap: Number(cap), used: Number(recent.byRequester) },
      });
    }
    const needsSecond = recent.toMember + size > BigInt(input.fourEyesAbove);
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
        recentToMember: recent.toMember,
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

/**
 * Absolute coins of the requester's pending and applied adjustments in the window: to this member
 * (the four-eyes count) and to anyone (the daily cap). Rejected ones moved nothing and do not count.
 */
async function recentAdjustments(tx: Db, input: AdjustmentRequest): Promise<{ toMember: bigint; byRequester: bigint }> {
  const [sums] = await tx
    .select({
      toMember: sql<string>`coalesce(sum(abs(${balanceAdjustments.amount})) filter (where ${balanceAdjustments.userId} = ${input.userId}), 0)::text`,
      byRequester: sql<string>`coalesce(sum(abs(${balanceAdjustments.amount})), 0)::text`,
    })
    .from(balanceAdjustments)
    .where(
      and(
        eq(balanceAdjustments.requestedBy, input.staff.id),
        inArray(balanceAdjustments.status, ['pending', 'applied']),
        gt(balanceAdjustments.createdAt, new Date(input.now.getTime() - ADJUSTMENT_WINDOW_MS)),
      ),
    );
  return { toMember: BigInt(sums?.toMember ?? 0), byRequester: BigInt(sums?.byRequester ?? 0) };
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

/** The second pair of eyes: approve (the coins move) or reject a pending adjustment someone else requested. */
export async function decideAdjustment(db: Db, input: { id: bigint; approve: boolean } & Actor): Promise<TAdjustment> {
  // The console names the adjustment by id alone: its member is found first, without a lock
  // (balance_adjustments_id_idx; a fan-out read on Citus, which takes no row locks across shards),
  // then the row is locked by its key (member, id), a router statement.
  const [owner] = await db
    .select({ userId: balanceAdjustments.userId })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, input.id));
  if (!owner) throw new AppError('NOT_FOUND', { field: 'id' });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(balanceAdjustments)
      .where(and(eq(balanceAdjustments.userId, owner.userId), eq(balanceAdjustments.id, input.id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
    const target: Status = input.approve ? 'applied' : 'rejected';
    if (row.status !== 'pending') {
      if (row.status === target && row.decidedBy === input.staff.id) return readAdjustment(tx, row.id, row.userId);
      throw new AppError('ADJUSTMENT_NOT_PENDING');
    }
    if (row.requestedBy === input.staff.id) throw new AppError('SELF_APPROVAL_FORBIDDEN');
    const moved = input.approve ? await apply(tx, row, input) : null;
    if (!moved) {
      await tx
        .update(balanceAdjustments)
        .set({ status: 'rejected', decidedBy: input.staff.id, decidedAt: input.now })
        .where(and(eq(balanceAdjustments.userId, row.userId), eq(balanceAdjustments.id, row.id)));
    }
    await recordAudit(tx, {
      ...input,
      action: input.approve ? 'balance.adjust.approve' : 'balance.adjust.reject',
      targetType: 'balance_adjustment',
      targetId: row.id,
      before: { status: row.status, ...(moved ? { balance: moved.before } : {}) },
      after: { status: target, userId: row.userId, amount: row.amount, ...(moved ? { balance: moved.after } : {}) },
    });
    return readAdjustment(tx, row.id, row.userId);
  });
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
