import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  gateMoney,
  iso,
  offsetOf,
  pageOf,
  recordAudit,
  registerMoneyPath,
  type Actor,
  type MoneyLimit,
  type PageInput,
} from '../admin/index.ts';
import { usernamesByIds } from '../users/index.ts';
import { balancesByUserIds } from './member-balances.ts';
import { depositOrders } from './schema.ts';
import { settleDeposit } from './settle-deposit.ts';
import { requireOrderOwner } from './order-routes.ts';

type Order = typeof depositOrders.$inferSelect;
type ManualStatus = NonNullable<Order['manualStatus']>;

export function toDepositItem(order: Order, username: string, balance: number) {
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
    balance,
  };
}

/** Queue items for these orders, with their members' usernames and balances (one batched read each). */
export async function depositItems(db: Db, orders: Order[]) {
  const userIds = orders.map((order) => order.userId);
  const [usernames, balances] = await Promise.all([usernamesByIds(db, userIds), balancesByUserIds(db, userIds)]);
  return orders.map((order) => toDepositItem(order, usernames.get(order.userId) ?? '', balances.get(order.userId) ?? 0));
}

/** Manual bank transfers by manual status (open ones oldest first), or every deposit of one member (newest first). */
export async function listDeposits(db: Db, input: PageInput & { manualStatus?: ManualStatus; userId?: bigint }) {
  const where = input.userId
    ? eq(depositOrders.userId, input.userId)
    : and(eq(depositOrders.channel, 'manual_bank'), eq(depositOrders.manualStatus, input.manualStatus ?? 'in_progress'));
  const open = !input.userId && (input.manualStatus === 'in_progress' || input.manualStatus === 'awaiting_transfer');
  const [orders, [total]] = await Promise.all([
    db
      .select()
      .from(depositOrders)
      .where(where)
      .orderBy(open ? asc(depositOrders.id) : desc(depositOrders.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(depositOrders).where(where),
  ]);
  return pageOf(await depositItems(db, orders), total?.n ?? 0, input);
}

/**
 * An operator's verdict on a manual bank transfer, through settleDeposit (credits once: the order
 * row is locked and the transfer id is `deposit:<orderSn>`). Repeating the verdict changes
 * nothing; the opposite verdict on a settled order is ORDER_NOT_PENDING. Confirming one is the
 * `manual_deposit` path of the money controls (admin `gateMoney`): the confirmer's rolling cap
 * counts its coins, and above the threshold the order stays open (`awaitingApproval`) until a
 * second staff member approves it from the approval queue, which credits it then.
 */
export async function decideDeposit(
  db: Db,
  input: { orderSn: string; outcome: 'paid' | 'failed'; reason?: string | undefined; limits: MoneyLimit } & Actor,
) {
  if (input.outcome === 'failed' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  // The order's member from order_routes, then the order by (user_id, order_sn): a router query on Citus.
  const userId = await requireOrderOwner(db, input.orderSn, 'deposit');
  return db.transaction(async (tx) => {
    const before = await lockManualOrder(tx, userId, input.orderSn);
    if (before.status === input.outcome) return { item: await readItem(tx, before), changed: false };
    if (before.status !== 'pending' && before.status !== 'expired') throw new AppError('ORDER_NOT_PENDING');
    if (input.outcome === 'paid') {
      const gate = await gateMoney(tx, {
        path: 'manual_deposit',
        ref: before.orderSn,
        userId,
        amount: before.coins,
        reason: `manual deposit ${before.orderSn}`,
        detail: { amount: Number(before.amount), currency: before.currency, payerName: before.payerName },
        requester: input,
        dailyCap: BigInt(input.limits.dailyCap),
        secondApproverAbove: BigInt(input.limits.secondApproverAbove),
      });
      if (gate.status === 'pending') {
        return {
          item: await readItem(tx, before),
          changed: false,
          awaitingApproval: { id: String(gate.id), path: 'manual_deposit' as const },
        };
      }
    }
    return { item: await settleManualDeposit(tx, before, input), changed: true };
  });
}

/** The manual transfer, locked, by its member and number. */
async function lockManualOrder(tx: Db, userId: bigint, orderSn: string): Promise<Order> {
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.userId, userId), eq(depositOrders.orderSn, orderSn)))
    .for('update');
  if (!order || order.channel !== 'manual_bank') throw new AppError('NOT_FOUND', { field: 'orderSn' });
  return order;
}

/** Settles the locked order with the verdict and writes its audit row (the verdict's own, beside the money controls'). */
async function settleManualDeposit(
  tx: Db,
  before: Order,
  input: { outcome: 'paid' | 'failed'; reason?: string | undefined } & Actor,
) {
  await settleDeposit(tx, {
    userId: before.userId,
    orderSn: before.orderSn,
    outcome: input.outcome,
    ...(input.reason ? { failureReason: input.reason } : {}),
    now: input.now,
  });
  const [after] = await tx.select().from(depositOrders).where(orderKey(before)).limit(1);
  await recordAudit(tx, {
    ...input,
    action: input.outcome === 'paid' ? 'deposit.confirm' : 'deposit.fail',
    targetType: 'deposit',
    targetId: before.orderSn,
    before: { status: before.status, manualStatus: before.manualStatus, coins: before.coins },
    after: { status: after!.status, manualStatus: after!.manualStatus, failureReason: after!.failureReason },
  });
  return (await depositItems(tx, [after!]))[0]!;
}

/**
 * The second approver's "yes" on a manual deposit waiting in the approval queue: the order is
 * credited as its confirmer asked, if it is still open (settled meanwhile: ORDER_NOT_PENDING, and
 * the approver rejects the item instead).
 */
registerMoneyPath('manual_deposit', {
  async apply(tx, item, actor) {
    const before = await lockManualOrder(tx, item.userId!, item.ref);
    if (before.status !== 'pending' && before.status !== 'expired') throw new AppError('ORDER_NOT_PENDING');
    await settleManualDeposit(tx, before, { ...actor, outcome: 'paid' });
  },
});

/** An order by its key, (user_id, id). */
function orderKey(order: { userId: bigint; id: bigint }) {
  return and(eq(depositOrders.userId, order.userId), eq(depositOrders.id, order.id));
}

async function readItem(db: Db, order: { userId: bigint; id: bigint }) {
  const orders = await db.select().from(depositOrders).where(orderKey(order)).limit(1);
  return (await depositItems(db, orders))[0]!;
}
