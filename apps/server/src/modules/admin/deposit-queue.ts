import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositOrders } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { settleDeposit } from '../payments/index.ts';
import { recordAudit } from './audit.ts';
import { iso, offsetOf, pageOf, type Actor, type PageInput } from './paging.ts';

type ManualStatus = NonNullable<(typeof depositOrders.$inferSelect)['manualStatus']>;
type Row = { order: typeof depositOrders.$inferSelect; username: string };

export function toDepositItem({ order, username }: Row) {
  return {
    orderSn: order.orderSn,
    userId: String(order.userId),
    username,
    channel: order.channel,
    currency: order.currency,
    amount: Number(order.amount),
    coins: Number(order.coins),
    status: order.status,
    manualStatus: order.manualStatus,
    payerName: order.payerName,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
  };
}

function selectRows(db: Db) {
  return db
    .select({ order: depositOrders, username: users.username })
    .from(depositOrders)
    .innerJoin(users, eq(users.id, depositOrders.userId));
}

export async function listDeposits(db: Db, input: PageInput & { manualStatus?: ManualStatus; userId?: bigint }) {
  const where = input.userId
    ? eq(depositOrders.userId, input.userId)
    : and(eq(depositOrders.channel, 'manual_bank'), eq(depositOrders.manualStatus, input.manualStatus ?? 'in_progress'));
  const open = !input.userId && (input.manualStatus === 'in_progress' || input.manualStatus === 'awaiting_transfer');
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(open ? asc(depositOrders.id) : desc(depositOrders.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(depositOrders).where(where),
  ]);
  return pageOf(rows.map(toDepositItem), total?.n ?? 0, input);
}

/**
 * An operator's verdict on a manual bank transfer, through the payments module's settleDeposit
 * (credits once: the order row is locked and the transfer id is `deposit:<orderSn>`). Repeating
 * the verdict changes nothing; the opposite verdict on a settled order is ORDER_NOT_PENDING.
 */
export async function decideDeposit(
  db: Db,
  input: { orderSn: string; outcome: 'paid' | 'failed'; reason?: string | undefined } & Actor,
) {
  if (input.outcome === 'failed' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(depositOrders).where(eq(depositOrders.orderSn, input.orderSn)).for('update');
    if (!before || before.channel !== 'manual_bank') throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (before.status === input.outcome) return { item: toDepositItem(await readRow(tx, before.id)), changed: false };
    if (before.status !== 'pending' && before.status !== 'expired') throw new AppError('ORDER_NOT_PENDING');
    await settleDeposit(tx, {
      orderSn: input.orderSn,
      outcome: input.outcome,
      ...(input.reason ? { failureReason: input.reason } : {}),
      now: input.now,
    });
    const after = await readRow(tx, before.id);
    await recordAudit(tx, {
      ...input,
      action: input.outcome === 'paid' ? 'deposit.confirm' : 'deposit.fail',
      targetType: 'deposit',
      targetId: before.orderSn,
      before: { status: before.status, manualStatus: before.manualStatus, coins: before.coins },
      after: { status: after.order.status, manualStatus: after.order.manualStatus, failureReason: after.order.failureReason },
    });
    return { item: toDepositItem(after), changed: true };
  });
}

async function readRow(db: Db, id: bigint): Promise<Row> {
  const [row] = await selectRows(db).where(eq(depositOrders.id, id)).limit(1);
  return row!;
}
