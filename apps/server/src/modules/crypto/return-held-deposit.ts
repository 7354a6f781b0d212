import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoDeposits } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { requireOrderOwner } from '../payments/index.ts';
import { checkAddress } from './addresses.ts';
import { NETWORKS } from './catalogue.ts';
import { formatUnits } from './decimal.ts';
import type { PayoutAdapter } from './payout.ts';
import { normalizeTxid } from './txid.ts';

/**
 * For operators: sends a chain deposit held for review back on chain instead of crediting it. A
 * deposit has no single sender (a transfer can have many inputs), so the operator gives the
 * address the member named; it is checked for the deposit's network exactly like a withdrawal
 * address. With a payout adapter the coins go out through it (inside the row lock, keyed by the
 * order number, so a retry is the same payout); without one (`manual`) the operator has sent them
 * and gives the txid. Nothing was ever credited for a held deposit, so no ledger transfer moves:
 * the member's wallet and every account stay as they are. Status `returned`, a letter to the member.
 */
export async function returnHeldCryptoDeposit(
  db: Db,
  input: {
    userId?: bigint | undefined;
    orderSn: string;
    address: string;
    txid?: string | undefined;
    now: Date;
    payout?: PayoutAdapter | undefined;
  },
) {
  // The deposit's member from order_routes (or the caller), then the row by (user_id, order_sn).
  const userId = input.userId ?? (await requireOrderOwner(db, input.orderSn, 'crypto_deposit'));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(cryptoDeposits)
      .where(and(eq(cryptoDeposits.userId, userId), eq(cryptoDeposits.orderSn, input.orderSn)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (row.status !== 'held_review') throw new AppError('ORDER_NOT_PENDING');
    const checked = checkAddress(NETWORKS[row.network].family, input.address);
    if (!checked.valid) throw new AppError('CRYPTO_ADDRESS_INVALID', { field: 'address' });
    const amount = formatUnits(BigInt(row.amountUnits), row.decimals);
    let txid: string;
    if (input.payout) {
      const result = await input.payout.send({
        orderSn: row.orderSn,
        coin: row.coin,
        network: row.network,
        address: checked.address,
        amount,
      });
      if (result.status !== 'sent')
        throw new AppError('BUSINESS_RULE', { messageKey: 'crypto.returnFailed', params: { reason: result.reason } });
      txid = normalizeTxid(row.network, result.txid);
    } else {
      if (!input.txid?.trim()) {
        throw new AppError('INVALID_INPUT', { field: 'txid', messageKey: 'validation.required', params: { field: 'txid' } });
      }
      txid = normalizeTxid(row.network, input.txid);
    }
    const [returned] = await tx
      .update(cryptoDeposits)
      .set({ status: 'returned', returnAddress: checked.address, returnTxid: txid, returnedAt: input.now, updatedAt: input.now })
      .where(and(eq(cryptoDeposits.userId, row.userId), eq(cryptoDeposits.id, row.id)))
      .returning();
    await sendLetter(tx, {
      to: { userId: row.userId },
      content: {
        template: 'depositReturned',
        params: { orderSn: row.orderSn, amount, coin: row.coin, network: row.network, address: checked.address, txid },
      },
      dedupeKey: `crypto-deposit:${row.orderSn}`,
      now: input.now,
    });
    return returned!;
  });
}
