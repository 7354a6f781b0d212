import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type Actor } from '../admin/index.ts';
import { requireOrderOwner } from '../payments/index.ts';
import { creditHeldCryptoDeposit } from './credit-held-deposit.ts';
import { decideCryptoWithdrawal } from './decide-crypto-withdrawal.ts';
import type { PayoutAdapter } from './payout.ts';
import { returnHeldCryptoDeposit } from './return-held-deposit.ts';
import { cryptoDeposits, cryptoWithdrawals } from './schema.ts';

/**
 * The operator's decisions on crypto orders (docs/console.md): each locks its row first, goes
 * through the crypto module's use case and writes its audit row in the same transaction.
 */

/** Where each crypto withdrawal decision leads: asking again once it is there changes nothing. */
const CRYPTO_DONE: Record<'approve' | 'paid' | 'fail', readonly string[]> = {
  approve: ['withdrawing', 'success'],
  paid: ['success'],
  fail: ['failed'],
};

/**
 * Crypto withdrawals, through decideCryptoWithdrawal (with the payout adapter when one is configured).
 * The row is locked first, so a double click approves (and pays out) once: the second answers
 * `changed: false`. The audit row commits with the decision.
 */
export async function decideCryptoWithdrawalAsStaff(
  db: Db,
  input: {
    orderSn: string;
    action: 'approve' | 'paid' | 'fail';
    txid?: string | undefined;
    reason?: string | undefined;
    payout?: PayoutAdapter | undefined;
  } & Actor,
) {
  if (input.action === 'paid' && !input.txid) {
    throw new AppError('INVALID_INPUT', { field: 'txid', messageKey: 'validation.required', params: { field: 'txid' } });
  }
  if (input.action === 'fail' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  // The order's member from order_routes, then the order by (user_id, order_sn): a router query on Citus.
  const userId = await requireOrderOwner(db, input.orderSn, 'crypto_withdrawal');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(cryptoWithdrawals)
      .where(and(eq(cryptoWithdrawals.userId, userId), eq(cryptoWithdrawals.orderSn, input.orderSn)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (CRYPTO_DONE[input.action].includes(before.status)) {
      return { orderSn: before.orderSn, status: before.status, txid: before.txid ?? null, changed: false };
    }
    const decision =
      input.action === 'approve'
        ? ({ action: 'approve' } as const)
        : input.action === 'paid'
          ? ({ action: 'paid', txid: input.txid! } as const)
          : ({ action: 'fail', reason: input.reason! } as const);
    const after = await decideCryptoWithdrawal(tx, {
      userId,
      orderSn: input.orderSn,
      decision,
      now: input.now,
      ...(input.payout ? { payout: input.payout } : {}),
    });
    await recordAudit(tx, {
      ...input,
      action: `crypto.withdrawal.${input.action}`,
      targetType: 'crypto_withdrawal',
      targetId: input.orderSn,
      before: { status: before.status, coins: before.coins },
      after: { status: after.status, txid: after.txid ?? null, reason: input.reason ?? null },
    });
    return { orderSn: after.orderSn, status: after.status, txid: after.txid ?? null, changed: true };
  });
}

/** Releases (credits) a held chain deposit once; a second click answers `changed: false`. */
export async function creditHeldChainDeposit(db: Db, input: { orderSn: string } & Actor) {
  const userId = await requireOrderOwner(db, input.orderSn, 'crypto_deposit');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(cryptoDeposits)
      .where(and(eq(cryptoDeposits.userId, userId), eq(cryptoDeposits.orderSn, input.orderSn)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (before.status === 'credited') return { orderSn: before.orderSn, status: before.status, changed: false };
    const after = await creditHeldCryptoDeposit(tx, { userId, orderSn: input.orderSn, now: input.now });
    await recordAudit(tx, {
      ...input,
      action: 'crypto.deposit.credit_held',
      targetType: 'crypto_deposit',
      targetId: input.orderSn,
      before: { status: before.status, coins: before.coins },
      after: { status: after.status },
    });
    return { orderSn: after.orderSn, status: after.status, changed: true };
  });
}

/**
 * Sends a held chain deposit back on chain (to the address the member gave) instead of crediting
 * it, once: the row is locked first, so a double click returns (and pays out) once and the second
 * answers `changed: false`. No coins move in the ledger (none were credited). Audited with the address and txid.
 */
export async function returnHeldChainDeposit(
  db: Db,
  input: { orderSn: string; address: string; txid?: string | undefined; payout?: PayoutAdapter | undefined } & Actor,
) {
  const userId = await requireOrderOwner(db, input.orderSn, 'crypto_deposit');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(cryptoDeposits)
      .where(and(eq(cryptoDeposits.userId, userId), eq(cryptoDeposits.orderSn, input.orderSn)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (before.status === 'returned') {
      return {
        orderSn: before.orderSn,
        status: before.status,
        returnAddress: before.returnAddress,
        returnTxid: before.returnTxid,
        changed: false,
      };
    }
    const after = await returnHeldCryptoDeposit(tx, {
      userId,
      orderSn: input.orderSn,
      address: input.address,
      txid: input.txid,
      now: input.now,
      payout: input.payout,
    });
    await recordAudit(tx, {
      ...input,
      action: 'crypto.deposit.return',
      targetType: 'crypto_deposit',
      targetId: input.orderSn,
      before: { status: before.status, coins: before.coins },
      after: { status: after.status, returnAddress: after.returnAddress, returnTxid: after.returnTxid },
    });
    return {
      orderSn: after.orderSn,
      status: after.status,
      returnAddress: after.returnAddress,
      returnTxid: after.returnTxid,
      changed: true,
    };
  });
}
