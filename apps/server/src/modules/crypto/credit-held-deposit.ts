import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoDeposits } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { requireOrderOwner } from '../payments/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';

/**
 * For operators (finance/compliance): credits a chain deposit that was held for review because
 * it arrived over a deposit limit or during a cool-off or self-exclusion. The coins were priced
 * when it arrived; crediting moves exactly those, once (the transfer id is the deposit's).
 */
export async function creditHeldCryptoDeposit(db: Db, input: { userId?: bigint | undefined; orderSn: string; now: Date }) {
  // The deposit's member from order_routes (or the caller), then the row by (user_id, order_sn).
  const userId = input.userId ?? (await requireOrderOwner(db, input.orderSn, 'crypto_deposit'));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cryptoDeposits)
      .where(and(eq(cryptoDeposits.userId, userId), eq(cryptoDeposits.orderSn, input.orderSn)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (row.status !== 'held_review' || row.coins === null) throw new AppError('ORDER_NOT_PENDING');
    // A known id refuses (transfer's default): the deposit is credited only if its coins move now.
    await transfer(tx, {
      id: `crypto-deposit:${row.orderSn}`,
      from: await systemAccount(tx, 'deposits_clearing', row.userId),
      to: await ensureUserWallet(tx, row.userId),
      amount: row.coins,
      reason: 'crypto_deposit',
      ref: `crypto-deposit:${row.orderSn}`,
    });
    const [credited] = await tx
      .update(cryptoDeposits)
      .set({ status: 'credited', creditedAt: input.now, updatedAt: input.now })
      .where(and(eq(cryptoDeposits.userId, row.userId), eq(cryptoDeposits.id, row.id)))
      .returning();
    await sendLetter(tx, {
      to: { userId: row.userId },
      content: { template: 'depositCredited', params: { orderSn: row.orderSn, coins: Number(row.coins) } },
      dedupeKey: `crypto-deposit:${row.orderSn}`,
      now: input.now,
    });
    return credited!;
  });
}
