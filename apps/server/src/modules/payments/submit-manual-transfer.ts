import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositOrders } from './schema.ts';
import { AppError } from '../../http/app-error.ts';

/** The member says the bank transfer was made: the order waits for an operator ("in progress"). */
export async function submitManualTransfer(db: Db, input: { userId: bigint; orderSn: string; payerName: string }) {
  const [order] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.orderSn, input.orderSn), eq(depositOrders.userId, input.userId)));
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  if (order.channel !== 'manual_bank' || order.status !== 'pending' || order.manualStatus !== 'awaiting_transfer') {
    throw new AppError('ORDER_NOT_PENDING');
  }
  const [updated] = await db
    .update(depositOrders)
    .set({ manualStatus: 'in_progress', payerName: input.payerName })
    .where(and(eq(depositOrders.userId, order.userId), eq(depositOrders.id, order.id)))
    .returning();
  return updated!;
}

export async function findDeposit(db: Db, input: { userId: bigint; orderSn: string }) {
  const [order] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.orderSn, input.orderSn), eq(depositOrders.userId, input.userId)));
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  return order;
}
