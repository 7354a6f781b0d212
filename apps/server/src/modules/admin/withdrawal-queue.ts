import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankCards } from '../bank-cards/schema.ts';
import { withdrawalOrders } from '../payments/schema.ts';
import { users } from '../users/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { decideWithdrawal } from '../payments/index.ts';
import { recordAudit } from './audit.ts';
import { iso, offsetOf, pageOf, type Actor, type PageInput } from './paging.ts';

type Status = (typeof withdrawalOrders.$inferSelect)['status'];
type Action = 'approve' | 'paid' | 'fail';
const TARGET: Record<Action, Status> = { approve: 'withdrawing', paid: 'success', fail: 'failed' };

const columns = {
  order: withdrawalOrders,
  username: users.username,
  holderLastName: bankCards.holderLastName,
  holderFirstName: bankCards.holderFirstName,
  holderKanaName: bankCards.holderKanaName,
};
type Row = {
  order: typeof withdrawalOrders.$inferSelect;
  username: string;
  holderLastName: string | null;
  holderFirstName: string | null;
  holderKanaName: string | null;
};

export function toWithdrawalItem(row: Row) {
  const { order } = row;
  const name = [row.holderLastName, row.holderFirstName].filter(Boolean).join(' ');
  return {
    orderSn: order.orderSn,
    userId: String(order.userId),
    username: row.username,
    amount: Number(order.amount),
    status: order.status,
    bankName: order.bankName,
    cardLast4: order.cardLast4,
    holderName: row.holderKanaName ? `${name} (${row.holderKanaName})` : name,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    completedAt: iso(order.completedAt),
  };
}

function selectRows(db: Db) {
  return db
    .select(columns)
    .from(withdrawalOrders)
    .innerJoin(users, eq(users.id, withdrawalOrders.userId))
    .leftJoin(bankCards, eq(bankCards.id, withdrawalOrders.bankCardId));
}

export async function listWithdrawals(db: Db, input: PageInput & { status: Status; userId?: bigint }) {
  const where = input.userId ? eq(withdrawalOrders.userId, input.userId) : eq(withdrawalOrders.status, input.status);
  const open = !input.userId && (input.status === 'review' || input.status === 'withdrawing');
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(open ? asc(withdrawalOrders.id) : desc(withdrawalOrders.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(withdrawalOrders).where(where),
  ]);
  return pageOf(rows.map(toWithdrawalItem), total?.n ?? 0, input);
}

/**
 * One step of a withdrawal through the payments module (which moves the coins and writes the
 * member's letter), with its audit row, in one transaction. The order row is locked first, so a
 * double click waits for the first and then finds the order already where it asked: it answers
 * `changed: false` and moves nothing.
 */
export async function decideWithdrawalAsStaff(
  db: Db,
  input: { orderSn: string; action: Action; reason?: string | undefined } & Actor,
) {
  if (input.action === 'fail' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderSn, input.orderSn)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (before.status === TARGET[input.action]) return { item: toWithdrawalItem(await readRow(tx, before.id)), changed: false };
    const decision = input.action === 'fail' ? { action: 'fail' as const, reason: input.reason! } : { action: input.action };
    await decideWithdrawal(tx, { orderSn: input.orderSn, decision, now: input.now });
    const after = await readRow(tx, before.id);
    await recordAudit(tx, {
      ...input,
      action: `withdrawal.${input.action}`,
      targetType: 'withdrawal',
      targetId: before.orderSn,
      before: { status: before.status, amount: before.amount },
      after: { status: after.order.status, failureReason: after.order.failureReason },
    });
    return { item: toWithdrawalItem(after), changed: true };
  });
}

async function readRow(db: Db, id: bigint): Promise<Row> {
  const [row] = await selectRows(db).where(eq(withdrawalOrders.id, id)).limit(1);
  return row!;
}
