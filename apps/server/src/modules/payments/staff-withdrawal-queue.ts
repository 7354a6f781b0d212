import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { iso, offsetOf, pageOf, recordAudit, type Actor, type PageInput } from '../admin/index.ts';
import { cardHoldersByIds, type CardHolder } from '../bank-cards/index.ts';
import { usernamesByIds } from '../users/index.ts';
import { decideWithdrawal } from './decide-withdrawal.ts';
import { balancesByUserIds } from './member-balances.ts';
import { requireOrderOwner } from './order-routes.ts';
import { withdrawalOrders } from './schema.ts';

type Order = typeof withdrawalOrders.$inferSelect;
type Status = Order['status'];
type Action = 'approve' | 'paid' | 'fail';
const TARGET: Record<Action, Status> = { approve: 'withdrawing', paid: 'success', fail: 'failed' };

function toWithdrawalItem(order: Order, username: string, holder: CardHolder | undefined, balance: number) {
  const name = [holder?.holderLastName, holder?.holderFirstName].filter(Boolean).join(' ');
  return {
    orderSn: order.orderSn,
    userId: String(order.userId),
    username,
    amount: Number(order.amount),
    status: order.status,
    bankName: order.bankName,
    cardLast4: order.cardLast4,
    holderName: holder?.holderKanaName ? `${name} (${holder.holderKanaName})` : name,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    completedAt: iso(order.completedAt),
    balance,
    paidReference: order.paidReference,
    paidOn: order.paidOn,
  };
}

/** Queue items for these orders: usernames, card holders and balances through one batched read each. */
async function withdrawalItems(db: Db, orders: Order[]) {
  const userIds = orders.map((order) => order.userId);
  const [usernames, holders, balances] = await Promise.all([
    usernamesByIds(db, userIds),
    cardHoldersByIds(
      db,
      orders.map((order) => ({ userId: order.userId, cardId: order.bankCardId })),
    ),
    balancesByUserIds(db, userIds),
  ]);
  return orders.map((order) =>
    toWithdrawalItem(order, usernames.get(order.userId) ?? '', holders.get(order.bankCardId), balances.get(order.userId) ?? 0),
  );
}

/** Withdrawals by status (open ones oldest first), or every withdrawal of one member (newest first). */
export async function listWithdrawals(db: Db, input: PageInput & { status: Status; userId?: bigint }) {
  const where = input.userId ? eq(withdrawalOrders.userId, input.userId) : eq(withdrawalOrders.status, input.status);
  const open = !input.userId && (input.status === 'review' || input.status === 'withdrawing');
  const [orders, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawalOrders)
      .where(where)
      .orderBy(open ? asc(withdrawalOrders.id) : desc(withdrawalOrders.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(withdrawalOrders).where(where),
  ]);
  return pageOf(await withdrawalItems(db, orders), total?.n ?? 0, input);
}

/**
 * One step of a withdrawal through decideWithdrawal (which moves the coins and writes the
 * member's letter), with its audit row, in one transaction. The order row is locked first, so a
 * double click waits for the first and then finds the order already where it asked: it answers
 * `changed: false` and moves nothing.
 */
export async function decideWithdrawalAsStaff(
  db: Db,
  input: {
    orderSn: string;
    action: Action;
    reason?: string | undefined;
    reference?: string | undefined;
    paidOn?: string | undefined;
    /** The order's member when the caller has already read it from order_routes (a whole transfer file). */
    ownerUserId?: bigint | undefined;
  } & Actor,
) {
  if (input.action === 'fail' && !input.reason) throw required('reason');
  // Paid means paid at the bank: without the bank's reference and day nobody could trace it.
  if (input.action === 'paid' && !input.reference) throw required('reference');
  if (input.action === 'paid' && !input.paidOn) throw required('paidOn');
  // The order's member from order_routes, then the order by (user_id, order_sn): a router query on Citus.
  const userId = input.ownerUserId ?? (await requireOrderOwner(db, input.orderSn, 'withdrawal'));
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.userId, userId), eq(withdrawalOrders.orderSn, input.orderSn)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (before.status === TARGET[input.action]) return { item: await readItem(tx, before), changed: false };
    const decision =
      input.action === 'fail'
        ? { action: 'fail' as const, reason: input.reason! }
        : input.action === 'paid'
          ? { action: 'paid' as const, reference: input.reference!, paidOn: input.paidOn! }
          : { action: 'approve' as const };
    await decideWithdrawal(tx, { userId, orderSn: input.orderSn, decision, now: input.now });
    const [after] = await tx.select().from(withdrawalOrders).where(orderKey(before)).limit(1);
    await recordAudit(tx, {
      ...input,
      action: `withdrawal.${input.action}`,
      targetType: 'withdrawal',
      targetId: before.orderSn,
      before: { status: before.status, amount: before.amount },
      after: {
        status: after!.status,
        failureReason: after!.failureReason,
        paidReference: after!.paidReference,
        paidOn: after!.paidOn,
      },
    });
    return { item: (await withdrawalItems(tx, [after!]))[0]!, changed: true };
  });
}

function required(field: string) {
  return new AppError('INVALID_INPUT', { field, messageKey: 'validation.required', params: { field } });
}

/** An order by its key, (user_id, id). */
function orderKey(order: { userId: bigint; id: bigint }) {
  return and(eq(withdrawalOrders.userId, order.userId), eq(withdrawalOrders.id, order.id));
}

async function readItem(db: Db, order: { userId: bigint; id: bigint }) {
  const orders = await db.select().from(withdrawalOrders).where(orderKey(order)).limit(1);
  return (await withdrawalItems(db, orders))[0]!;
}
