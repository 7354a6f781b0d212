import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { orderRoutes, type ORDER_KINDS } from './schema.ts';

/** What an order number names: a fiat deposit or withdrawal, a chain deposit or a crypto withdrawal. */
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Fresh order numbers tried when one is taken, before the request is refused (CONFLICT, 409). */
const ORDER_SN_ATTEMPTS = 3;

/**
 * Inserts an order together with its row in `order_routes`, inside the caller's transaction (the
 * one helper every order insert goes through: payments and crypto). The route is written first:
 * its primary key is what keeps an order number unique across all members (each order table's own
 * key is only `(user_id, order_sn)`), so of two writers of one number, the second waits for the
 * first's commit and then finds it taken. A taken number is not an error for the member: a fresh
 * one is drawn (`newOrderSn`) and tried again, and only after ORDER_SN_ATTEMPTS taken numbers (a
 * broken generator) is the request refused with CONFLICT, never a 500.
 *
 * `insert` writes the order with the number and answers it, or `undefined` when the order itself
 * was not written (its own unique key, an idempotency key or a chain output, was already there):
 * then the route just written is removed again, so no route names an order that does not exist.
 */
export async function insertRoutedOrder<T>(
  tx: Db,
  input: { userId: bigint; kind: OrderKind; newOrderSn: () => string; insert: (orderSn: string) => Promise<T | undefined> },
): Promise<T | undefined> {
  for (let attempt = 0; attempt < ORDER_SN_ATTEMPTS; attempt += 1) {
    const orderSn = input.newOrderSn();
    const reserved = await tx
      .insert(orderRoutes)
      .values({ orderSn, userId: input.userId, kind: input.kind })
      .onConflictDoNothing()
      .returning({ orderSn: orderRoutes.orderSn });
    if (reserved.length === 0) continue;
    const order = await input.insert(orderSn);
    if (order === undefined) await tx.delete(orderRoutes).where(eq(orderRoutes.orderSn, orderSn));
    return order;
  }
  throw new AppError('CONFLICT', { field: 'orderSn' });
}

/**
 * The member an order number belongs to, or `undefined` for a number of no order of that kind.
 * For the lookups that know only the number (a provider's webhook, the sandbox pay page, the
 * console's decisions): the order is then read by `(user_id, order_sn)`, a router query on Citus.
 * A route never changes, so it may be read before (outside) the transaction that locks the order.
 */
export async function orderOwner(db: Db, orderSn: string, kind: OrderKind): Promise<bigint | undefined> {
  const [route] = await db
    .select({ userId: orderRoutes.userId })
    .from(orderRoutes)
    .where(and(eq(orderRoutes.orderSn, orderSn), eq(orderRoutes.kind, kind)));
  return route?.userId;
}

/** orderOwner, or NOT_FOUND on `orderSn` (as a lookup of the order itself answers). */
export async function requireOrderOwner(db: Db, orderSn: string, kind: OrderKind): Promise<bigint> {
  const userId = await orderOwner(db, orderSn, kind);
  if (userId === undefined) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  return userId;
}
