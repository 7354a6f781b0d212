import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoDeposits, cryptoWithdrawals } from '../crypto/schema.ts';
import { depositOrders } from '../payments/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { creditHeldCryptoDeposit, decideCryptoWithdrawal, returnHeldCryptoDeposit, type PayoutAdapter } from '../crypto/index.ts';
import { completeDepositRefund, startDepositRefund } from '../payments/index.ts';
import { endIndefiniteExclusion } from '../responsible/index.ts';
import { recordAudit } from './audit.ts';
import type { Actor } from './paging.ts';

/** Refunds of paid deposits, through the payments module (one hold, then paid out or returned). */
export async function refundDeposit(
  db: Db,
  input: { orderSn: string; action: 'start' | 'refunded' | 'failed'; reason?: string | undefined } & Actor,
) {
  if (input.action === 'start' && !input.reason) {
    throw new AppError('INVALID_INPUT', { field: 'reason', messageKey: 'validation.required', params: { field: 'reason' } });
  }
  const [before] = await db.select().from(depositOrders).where(eq(depositOrders.orderSn, input.orderSn));
  if (!before) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  const after =
    input.action === 'start'
      ? await startDepositRefund(db, { orderSn: input.orderSn, reason: input.reason!, now: input.now })
      : await completeDepositRefund(db, { orderSn: input.orderSn, outcome: input.action, now: input.now });
  await recordAudit(db, {
    ...input,
    action: `deposit.refund.${input.action}`,
    targetType: 'deposit',
    targetId: input.orderSn,
    before: { status: before.status },
    after: { status: after.status, reason: input.reason ?? null },
  });
  return { orderSn: after.orderSn, status: after.status };
}

/** Where each crypto withdrawal decision leads: asking again once it is there changes nothing. */
const CRYPTO_DONE: Record<'approve' | 'paid' | 'fail', readonly string[]> = {
  approve: ['withdrawing', 'success'],
  paid: ['success'],
  fail: ['failed'],
};

/**
 * Crypto withdrawals, through the crypto module (with its payout adapter when one is configured).
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
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(cryptoWithdrawals).where(eq(cryptoWithdrawals.orderSn, input.orderSn)).for('update');
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
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(cryptoDeposits).where(eq(cryptoDeposits.orderSn, input.orderSn)).for('update');
    if (!before) throw new AppError('NOT_FOUND', { field: 'orderSn' });
    if (before.status === 'credited') return { orderSn: before.orderSn, status: before.status, changed: false };
    const after = await creditHeldCryptoDeposit(tx, { orderSn: input.orderSn, now: input.now });
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
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(cryptoDeposits).where(eq(cryptoDeposits.orderSn, input.orderSn)).for('update');
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

/** Compliance ends an indefinite self-exclusion after its minimum (the responsible module checks it). */
export async function endExclusion(db: Db, input: { userId: bigint } & Actor) {
  await endIndefiniteExclusion(db, { userId: input.userId, actor: `staff:${input.staff.id}`, now: input.now });
  await recordAudit(db, {
    ...input,
    action: 'responsible.end_exclusion',
    targetType: 'user',
    targetId: input.userId,
    before: { block: 'self_exclusion', until: null },
    after: { until: input.now },
  });
  return { userId: String(input.userId), ended: true };
}
