import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoDeposits, cryptoWithdrawals } from '../crypto/schema.ts';
import { users } from '../users/schema.ts';
import { iso, offsetOf, pageOf, type PageInput } from './paging.ts';

type DepositStatus = (typeof cryptoDeposits.$inferSelect)['status'];
type WithdrawalStatus = (typeof cryptoWithdrawals.$inferSelect)['status'];

/** Integer base units → the coin's decimal string ("1500000", 6 → "1.5"). */
export function unitsToDecimal(units: string | bigint, decimals: number): string {
  const value = BigInt(units);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Chain deposits by status; `held_review` is the queue (oldest first), the others newest first.
 * `payout` tells the console whether a return needs the operator's txid (`manual`).
 */
export async function listCryptoDeposits(db: Db, input: PageInput & { status: DepositStatus; payout: 'sandbox' | 'manual' }) {
  const where = eq(cryptoDeposits.status, input.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: cryptoDeposits, username: users.username })
      .from(cryptoDeposits)
      .innerJoin(users, eq(users.id, cryptoDeposits.userId))
      .where(where)
      .orderBy(input.status === 'held_review' ? asc(cryptoDeposits.id) : desc(cryptoDeposits.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(cryptoDeposits).where(where),
  ]);
  const list = rows.map(({ d, username }) => ({
    orderSn: d.orderSn,
    userId: String(d.userId),
    username,
    coin: d.coin,
    network: d.network,
    txid: d.txid,
    amount: unitsToDecimal(d.amountUnits, d.decimals),
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
      .select({ w: cryptoWithdrawals, username: users.username })
      .from(cryptoWithdrawals)
      .innerJoin(users, eq(users.id, cryptoWithdrawals.userId))
      .where(where)
      .orderBy(open ? asc(cryptoWithdrawals.id) : desc(cryptoWithdrawals.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    db.select({ n: count() }).from(cryptoWithdrawals).where(where),
  ]);
  const list = rows.map(({ w, username }) => ({
    orderSn: w.orderSn,
    userId: String(w.userId),
    username,
    coin: w.coin,
    network: w.network,
    address: w.address,
    amount: unitsToDecimal(w.amountUnits, w.decimals),
    fee: unitsToDecimal(w.feeUnits, w.decimals),
    coins: Number(w.coins),
    status: w.status,
    txid: w.txid,
    failureReason: w.failureReason,
    createdAt: w.createdAt.toISOString(),
    completedAt: iso(w.completedAt),
  }));
  return pageOf(list, total?.n ?? 0, input);
}
