import type { PAID_BATCH_OUTCOMES } from '@amigo/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../admin/index.ts';
import { tokyoDayOf } from './decide-withdrawal.ts';
import { orderRoutes, withdrawalOrders } from './schema.ts';
import { decideWithdrawalAsStaff } from './staff-withdrawal-queue.ts';

type Outcome = (typeof PAID_BATCH_OUTCOMES)[number];

/**
 * `withdrawal/paid-batch`: the bank has paid a transfer file, so its orders are marked paid with
 * the file's one bank reference and payment day. Each order goes through the single decision
 * (`decideWithdrawalAsStaff` with `paid`: the order locked, the held coins moved, the member's
 * letter, one audit row), in a transaction of its own, in the file's order: one order's trouble
 * never undoes another's payment, and sending the call again changes nothing more (`already_paid`).
 * An order no longer approved (failed, or back in review) or unknown is reported, not changed.
 *
 * The day is checked against the whole file before any order is marked: it may not be after today
 * (Tokyo) nor before the newest order of the file was asked for (400 on `paidOn`, naming the range),
 * as the single decision checks it for one order.
 */
export async function markFilePaid(
  db: Db,
  input: { orderSns: string[]; reference: string; paidOn: string } & Actor,
): Promise<{ paid: number; results: { orderSn: string; outcome: Outcome }[] }> {
  const owners = await withdrawalOwners(db, input.orderSns);
  await assertPaidOnFitsFile(db, owners, input);
  const results: { orderSn: string; outcome: Outcome }[] = [];
  for (const orderSn of input.orderSns) {
    const ownerUserId = owners.get(orderSn);
    results.push({
      orderSn,
      outcome: ownerUserId === undefined ? 'not_found' : await markOnePaid(db, { orderSn, ownerUserId }, input),
    });
  }
  return { paid: results.filter((r) => r.outcome === 'paid').length, results };
}

async function markOnePaid(
  db: Db,
  order: { orderSn: string; ownerUserId: bigint },
  input: { reference: string; paidOn: string } & Actor,
): Promise<Outcome> {
  try {
    const { changed } = await decideWithdrawalAsStaff(db, { ...input, ...order, action: 'paid' });
    return changed ? 'paid' : 'already_paid';
  } catch (error) {
    if (error instanceof AppError && error.reason === 'NOT_FOUND') return 'not_found';
    if (error instanceof AppError && error.reason === 'ORDER_NOT_PENDING') return 'not_approved';
    throw error;
  }
}

/** The members of these withdrawal numbers, from their routes in one read (a number without one is unknown). */
async function withdrawalOwners(db: Db, orderSns: string[]): Promise<Map<string, bigint>> {
  const routes = await db
    .select({ orderSn: orderRoutes.orderSn, userId: orderRoutes.userId })
    .from(orderRoutes)
    .where(and(inArray(orderRoutes.orderSn, orderSns), eq(orderRoutes.kind, 'withdrawal')));
  return new Map(routes.map((route) => [route.orderSn, route.userId]));
}

async function assertPaidOnFitsFile(db: Db, owners: Map<string, bigint>, input: { paidOn: string } & Actor): Promise<void> {
  // No order of the file exists: nothing will be paid, and every order answers not_found (as the
  // single decision answers an unknown order before looking at its day).
  if (owners.size === 0) return;
  const pairs = [...owners].map(([orderSn, userId]) => sql`(${userId}::bigint, ${orderSn}::text)`);
  const [newest] = await db
    .select({ createdAt: sql<Date>`max(${withdrawalOrders.createdAt})`.mapWith(withdrawalOrders.createdAt) })
    .from(withdrawalOrders)
    .where(sql`(${withdrawalOrders.userId}, ${withdrawalOrders.orderSn}) in (${sql.join(pairs, sql`, `)})`);
  const min = newest?.createdAt ? tokyoDayOf(newest.createdAt) : '2000-01-01';
  const max = tokyoDayOf(input.now);
  if (input.paidOn >= min && input.paidOn <= max) return;
  throw new AppError('INVALID_INPUT', {
    field: 'paidOn',
    messageKey: 'validation.dateOutOfRange',
    params: { field: 'paidOn', min, max },
  });
}
