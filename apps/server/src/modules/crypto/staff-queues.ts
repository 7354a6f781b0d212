import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { iso, offsetOf, pageOf, type PageInput } from '../admin/index.ts';
import { usernamesByIds } from '../users/index.ts';
import { formatUnits } from './decimal.ts';
import { cryptoDeposits, cryptoWithdrawals } from './schema.ts';

type DepositStatus = (typeof cryptoDeposits.$inferSelect)['status'];
type WithdrawalStatus = (typeof cryptoWithdrawals.$inferSelect)['status'];

/** Integer base units (a numeric column's string) → the coin's decimal string ("1500000", 6 → "1.5"). */
const decimalOf = (units: string, decimals: number) => formatUnits(BigInt(units), decimals);

/**
 * Chain deposits by status; `held_review` is the queue (oldest first), the others newest first.
 * `payout` tells the console whether a return needs the operator's txid (`manual`).
 */
export async function listCryptoDeposits(db: Db, input: PageInput & { status: DepositStatus; payout: 'sandbox' | 'manual' }) {
  const where = eq(cryptoDeposits.status, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cryptoDeposits)
      .where(where)
      .orderBy(input.status === 'held_review' ? asc(cryptoDeposits.id) : desc(cryptoDeposits.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(cryptoDeposits).where(where),
  ]);
  const usernames = await usernamesByIds(
    db,
    rows.map((d) => d.userId),
  );
  const list = rows.map((d) => ({
    orderSn: d.orderSn,
    userId: String(d.userId),
    username: usernames.get(d.userId) ?? '',
    coin: d.coin,
    network: d.network,
    txid: d.txid,
    amount: decimalOf(d.amountUnits, d.decimals),
    coins: d.coins === null ? null : Number(d.coins),
    status: d.status,
    createdAt: d.createdAt.toISOString(),
    creditedAt: iso(d.creditedAt),
    returnAddress: d.returnAddress,
    returnTxid: d.returnTxid,
    returnedAt: iso(d.returnedAt),
  }));
  return { ...pageOf(list, total?.n ?? 0, input), payout: input.payout };
}

/** Crypto withdrawals by status; the open ones (review, withdrawing) oldest first. */
export async function listCryptoWithdrawals(db: Db, input: PageInput & { status: WithdrawalStatus }) {
  const where = eq(cryptoWithdrawals.status, input.status);
  const open = input.status === 'review' || input.status === 'withdrawing';
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cryptoWithdrawals)
      .where(where)
      .orderBy(open ? asc(cryptoWithdrawals.id) : desc(cryptoWithdrawals.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(cryptoWithdrawals).where(where),
  ]);
  const usernames = await usernamesByIds(
    db,
    rows.map((w) => w.userId),
  );
  const list = rows.map((w) => ({
    orderSn: w.orderSn,
    userId: String(w.userId),
    username: usernames.get(w.userId) ?? '',
    coin: w.coin,
    network: w.network,
    address: w.address,
    amount: decimalOf(w.amountUnits, w.decimals),
    fee: decimalOf(w.feeUnits, w.decimals),
    coins: Number(w.coins),
    status: w.status,
    txid: w.txid,
    failureReason: w.failureReason,
    createdAt: w.createdAt.toISOString(),
    completedAt: iso(w.completedAt),
  }));
  return pageOf(list, total?.n ?? 0, input);
}
