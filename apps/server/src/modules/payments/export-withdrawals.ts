import { BANK_CODE_OTHER, latestDateFilter, PAYOUT_EXPORT_MAX_ORDERS } from '@amigo/contract';
import { asc, eq } from 'drizzle-orm';
import type { ZenginSender } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type Actor } from '../admin/index.ts';
import { payoutAccountsByIds, type PayoutAccount } from '../bank-cards/index.ts';
import { usernamesByIds } from '../users/index.ts';
import { tokyoDayOf } from './decide-withdrawal.ts';
import { withdrawalOrders } from './schema.ts';
import { zenginTransferFile } from './zengin-file.ts';

type Order = typeof withdrawalOrders.$inferSelect;
interface Payout {
  order: Order;
  username: string;
  account: PayoutAccount;
}

/**
 * The approved (withdrawing) bank withdrawals, oldest first, as a file for the bank: Zengin for
 * the orders to Japanese banks (the others are listed as left out), or CSV for every order. The
 * file carries full account numbers, so exporting needs `withdrawals.pay` and is audited with the
 * orders it holds. It changes no order: paying stays a decision per order, taken when the bank
 * has paid, with its reference.
 */
export async function exportWithdrawals(
  db: Db,
  input: { format: 'zengin' | 'csv'; transferDate?: string | undefined; sender: ZenginSender | undefined } & Actor,
) {
  if (input.format === 'zengin' && !input.sender) throw new AppError('PAYOUT_SENDER_NOT_CONFIGURED');
  const today = tokyoDayOf(input.now);
  // A bank refuses a transfer day already past; say so here rather than in the bank's answer.
  // (The day is the Zengin header's 取組日; a CSV carries none.)
  if (input.format === 'zengin' && input.transferDate !== undefined && input.transferDate < today) {
    throw new AppError('INVALID_INPUT', {
      field: 'transferDate',
      messageKey: 'validation.dateOutOfRange',
      params: { field: 'transferDate', min: today, max: latestDateFilter(input.now) },
    });
  }
  return db.transaction(async (tx) => {
    const orders = await tx
      .select()
      .from(withdrawalOrders)
      .where(eq(withdrawalOrders.status, 'withdrawing'))
      .orderBy(asc(withdrawalOrders.id))
      .limit(PAYOUT_EXPORT_MAX_ORDERS + 1);
    const more = orders.length > PAYOUT_EXPORT_MAX_ORDERS;
    const payouts = await payoutsOf(tx, orders.slice(0, PAYOUT_EXPORT_MAX_ORDERS));
    const inFile = input.format === 'zengin' ? payouts.filter(({ account }) => account.bankCode !== BANK_CODE_OTHER) : payouts;
    const leftOut = payouts.filter((payout) => !inFile.includes(payout)).map(({ order }) => order.orderSn);
    const transferDate = input.transferDate ?? today;
    const content =
      input.format === 'zengin'
        ? zenginTransferFile({ sender: input.sender!, transferDate, transfers: inFile.map(toZenginTransfer) })
        : payoutCsv(inFile);
    const orderSns = inFile.map(({ order }) => order.orderSn);
    const totalAmount = inFile.reduce((sum, { order }) => sum + Number(order.amount - order.fee), 0);
    await recordAudit(tx, {
      ...input,
      action: 'withdrawal.export',
      targetType: 'withdrawal',
      targetId: null,
      before: null,
      after: { format: input.format, transferDate, count: orderSns.length, totalAmount, orderSns, leftOut },
    });
    const stamp = tokyoStamp(input.now);
    return {
      format: input.format,
      fileName: input.format === 'zengin' ? `withdrawals-zengin-${stamp}.txt` : `withdrawals-${stamp}.csv`,
      mimeType: input.format === 'zengin' ? 'text/plain; charset=Shift_JIS' : 'text/csv; charset=utf-8',
      contentBase64: content.toString('base64'),
      count: orderSns.length,
      totalAmount,
      orderSns,
      leftOut,
      more,
    };
  });
}

async function payoutsOf(db: Db, orders: Order[]): Promise<Payout[]> {
  const [accounts, usernames] = await Promise.all([
    payoutAccountsByIds(
      db,
      orders.map((order) => ({ userId: order.userId, cardId: order.bankCardId })),
    ),
    usernamesByIds(
      db,
      orders.map((order) => order.userId),
    ),
  ]);
  return orders.map((order) => {
    const account = accounts.get(order.bankCardId);
    // A withdrawal's card is never deleted (removal is soft), so a missing one is corruption.
    if (!account) throw new Error(`withdrawal ${order.orderSn} has no bank card`);
    return { order, username: usernames.get(order.userId) ?? '', account };
  });
}

function toZenginTransfer({ order, account }: Payout) {
  return {
    orderSn: order.orderSn,
    bankCode: account.bankCode,
    branchCode: account.branchCode,
    accountType: account.accountType,
    accountNumber: account.accountNumber,
    holderKanaName: account.holderKanaName,
    amount: Number(order.amount - order.fee),
  };
}

const CSV_HEADER = [
  'orderSn',
  'username',
  'amount',
  'transferAmount',
  'bankCode',
  'bankName',
  'branchCode',
  'branchName',
  'accountType',
  'accountNumber',
  'holderName',
  'holderKanaName',
  'requestedAt',
];

/** RFC 4180, UTF-8 with a byte order mark (Excel), one row per order. */
function payoutCsv(payouts: Payout[]): Buffer {
  const rows = payouts.map(({ order, username, account }) => [
    order.orderSn,
    username,
    String(order.amount),
    String(order.amount - order.fee),
    account.bankCode,
    account.bankName,
    account.branchCode,
    account.branchName,
    account.accountType,
    account.accountNumber,
    account.holderName,
    account.holderKanaName,
    order.createdAt.toISOString(),
  ]);
  const text = [CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
  return Buffer.from('\uFEFF' + text, 'utf8');
}

/** Quotes every cell; text a spreadsheet would run as a formula gets a leading apostrophe. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** YYYYMMDD-HHmm in Tokyo, for file names. */
function tokyoStamp(now: Date): string {
  const tokyo = new Date(now.getTime() + 9 * 3_600_000).toISOString();
  return `${tokyo.slice(0, 10).replace(/-/g, '')}-${tokyo.slice(11, 16).replace(':', '')}`;
}
