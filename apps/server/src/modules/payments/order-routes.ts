import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { orderRoutes, type ORDER_KINDS } from './schema.ts';

/** What an order number names: a fiat deposit or withdrawal, a chain deposit or a crypto withdrawal. */
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Fresh order numbers tried when one is taken, before the request is refused (CONFLICT, 409). */
const ORDER_SN_ATTEMPTS = 3;

/**
 * Reserves a fresh order number for a member: its row in `order_routes`, written in a statement of
 * its own **before** the order's transaction (the one helper every order goes through: payments and
 * crypto). The route's primary key is what keeps an order number unique across all members (each
 * order table's own key is only `(user_id, order_sn)`). Reserving first keeps the order's own
 * transaction on the member's rows alone, a single shard on a distributed database (docs/scale.md
 * §4.2), while two writers of one number still end with one owner: the second finds it taken. A
 * taken number is not an error for the member: a fresh one is drawn (`newOrderSn`) and tried again,
 * and only after ORDER_SN_ATTEMPTS taken numbers (a broken generator) is the request refused with
 * CONFLICT, never a 500.
 */
export async function reserveOrderSn(
  db: Db,
  input: { userId: bigint; kind: OrderKind; newOrderSn: () => string },
): Promise<string> {
  for (let attempt = 0; attempt < ORDER_SN_ATTEMPTS; attempt += 1) {
    const orderSn = input.newOrderSn();
    const reserved = await db
      .insert(orderRoutes)
      .values({ orderSn, userId: input.userId, kind: input.kind })
      .onConflictDoNothing()
      .returning({ orderSn: orderRoutes.orderSn });
    if (reserved.length > 0) return orderSn;
  }
  throw new AppError('CONFLICT', { field: 'orderSn' });
}

/**
 * Gives back a reserved number whose order was never written (its transaction rolled back, or
 * found the order's own key taken: an idempotency key or a chain output already there), so no
 * route names an order that does not exist. A process that dies between reserving and writing
 * leaves such a route behind: it is harmless, as a lookup through it finds no order (NOT_FOUND).
 */
export async function releaseOrderSn(db: Db, input: { userId: bigint; orderSn: string }): Promise<void> {
  await db.delete(orderRoutes).where(and(eq(orderRoutes.orderSn, input.orderSn), eq(orderRoutes.userId, input.userId)));
}

/**
 * Reserves an order number, then runs `write` (the order's own transaction) with it; gives the
 * number back when `write` throws or did not write the order: `written` tells from its answer
 * (by default, an answer of `undefined` means no order was written).
 */
export async function withReservedOrderSn<T>(
  db: Db,
  input: { userId: bigint; kind: OrderKind; newOrderSn: () => string },
  write: (orderSn: string) => Promise<T>,
  written: (answer: T) => boolean = (answer) => answer !== undefined,
): Promise<T> {
  const orderSn = await reserveOrderSn(db, input);
  let answer: T;
  try {
    answer = await write(orderSn);
  } catch (error) {
    await releaseOrderSn(db, { userId: input.userId, orderSn });
    throw error;
  }
  if (!written(answer)) await releaseOrderSn(db, { userId: input.userId, orderSn });
  return answer;
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

/**
 * For `ledger:verify`: the orders of another module (crypto) that have no route naming their
 * member, so a webhook or a staff decision could not find them. The module passes its orders;
 * this one reads its own table.
 */
export async function ordersWithoutRoute(
  db: Db,
  kind: OrderKind,
  orders: ReadonlyArray<{ orderSn: string; userId: bigint }>,
): Promise<string[]> {
  if (orders.length === 0) return [];
  const given = JSON.stringify(orders.map((o) => ({ order_sn: o.orderSn, user_id: o.userId.toString() })));
  const result = await db.execute(sql`
    select o.order_sn from jsonb_to_recordset(${given}::jsonb) as o(order_sn text, user_id bigint)
    left join order_routes r on r.order_sn = o.order_sn and r.user_id = o.user_id and r.kind = ${kind}
    where r.order_sn is null order by o.order_sn`);
  return rowsOf<{ order_sn: string }>(result).map((r) => r.order_sn);
}
