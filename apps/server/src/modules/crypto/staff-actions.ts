import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { gateMoney, recordAudit, registerMoneyPath, type Actor, type MoneyLimit } from '../admin/index.ts';
import { requireOrderOwner } from '../payments/index.ts';
import { creditHeldCryptoDeposit } from './credit-held-deposit.ts';
import { decideCryptoWithdrawal } from './decide-crypto-withdrawal.ts';
import { cryptoPayoutFor, type PayoutAdapter } from './payout.ts';
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

/**
 * Held chain deposits are the `held_deposit` path of the money controls (admin `gateMoney`):
 * crediting one releases its coins into the wallet, returning one sends the crypto to an address
 * the operator types. Either counts on the operator's rolling cap, and above the threshold the
 * deposit stays held (`awaitingApproval`) until a second staff member approves it from the
 * approval queue, which then credits or returns it as asked.
 */
type HeldDepositRow = typeof cryptoDeposits.$inferSelect;
type HeldAction = { action: 'credit' } | { action: 'return'; address: string; txid: string | null };

async function lockHeldDeposit(tx: Db, userId: bigint, orderSn: string): Promise<HeldDepositRow> {
  const [row] = await tx
    .select()
    .from(cryptoDeposits)
    .where(and(eq(cryptoDeposits.userId, userId), eq(cryptoDeposits.orderSn, orderSn)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', { field: 'orderSn' });
  return row;
}

/** The money controls' word on a held deposit: null to go ahead now, or the approval it waits for. */
async function gateHeldDeposit(tx: Db, before: HeldDepositRow, what: HeldAction, input: { limits: MoneyLimit } & Actor) {
  // Only a held deposit moves (the use case refuses the rest); its coins were priced when it arrived.
  if (before.status !== 'held_review') return null;
  const gate = await gateMoney(tx, {
    path: 'held_deposit',
    ref: before.orderSn,
    userId: before.userId,
    amount: before.coins ?? 0n,
    reason:
      what.action === 'credit' ? `credit held chain deposit ${before.orderSn}` : `return held chain deposit ${before.orderSn}`,
    detail: { ...what, network: before.network, coin: before.coin, cryptoAmountUnits: before.amountUnits },
    requester: input,
    dailyCap: BigInt(input.limits.dailyCap),
    secondApproverAbove: BigInt(input.limits.secondApproverAbove),
  });
  return gate.status === 'pending' ? { id: String(gate.id), path: 'held_deposit' as const } : null;
}

async function creditLocked(tx: Db, before: HeldDepositRow, actor: Actor) {
  const after = await creditHeldCryptoDeposit(tx, { userId: before.userId, orderSn: before.orderSn, now: actor.now });
  await recordAudit(tx, {
    ...actor,
    action: 'crypto.deposit.credit_held',
    targetType: 'crypto_deposit',
    targetId: before.orderSn,
    before: { status: before.status, coins: before.coins },
    after: { status: after.status, userId: before.userId },
  });
  return after;
}

async function returnLocked(
  tx: Db,
  before: HeldDepositRow,
  input: { address: string; txid?: string | undefined; payout?: PayoutAdapter | undefined } & Actor,
) {
  const after = await returnHeldCryptoDeposit(tx, {
    userId: before.userId,
    orderSn: before.orderSn,
    address: input.address,
    txid: input.txid,
    now: input.now,
    payout: input.payout,
  });
  await recordAudit(tx, {
    ...input,
    action: 'crypto.deposit.return',
    targetType: 'crypto_deposit',
    targetId: before.orderSn,
    before: { status: before.status, coins: before.coins },
    after: { status: after.status, returnAddress: after.returnAddress, returnTxid: after.returnTxid },
  });
  return after;
}

/** Releases (credits) a held chain deposit once; a second click answers `changed: false`. */
export async function creditHeldChainDeposit(db: Db, input: { orderSn: string; limits: MoneyLimit } & Actor) {
  const userId = await requireOrderOwner(db, input.orderSn, 'crypto_deposit');
  return db.transaction(async (tx) => {
    const before = await lockHeldDeposit(tx, userId, input.orderSn);
    if (before.status === 'credited') return { orderSn: before.orderSn, status: before.status, changed: false };
    const awaitingApproval = await gateHeldDeposit(tx, before, { action: 'credit' }, input);
    if (awaitingApproval) return { orderSn: before.orderSn, status: before.status, changed: false, awaitingApproval };
    const after = await creditLocked(tx, before, input);
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
  input: {
    orderSn: string;
    address: string;
    txid?: string | undefined;
    payout?: PayoutAdapter | undefined;
    limits: MoneyLimit;
  } & Actor,
) {
  const userId = await requireOrderOwner(db, input.orderSn, 'crypto_deposit');
  return db.transaction(async (tx) => {
    const before = await lockHeldDeposit(tx, userId, input.orderSn);
    const answer = (row: HeldDepositRow, changed: boolean, awaitingApproval: { id: string; path: 'held_deposit' } | null) => ({
      orderSn: row.orderSn,
      status: row.status,
      returnAddress: row.returnAddress,
      returnTxid: row.returnTxid,
      changed,
      ...(awaitingApproval ? { awaitingApproval } : {}),
    });
    if (before.status === 'returned') return answer(before, false, null);
    const awaitingApproval = await gateHeldDeposit(
      tx,
      before,
      { action: 'return', address: input.address, txid: input.txid ?? null },
      input,
    );
    if (awaitingApproval) return answer(before, false, awaitingApproval);
    return answer(await returnLocked(tx, before, input), true, null);
  });
}

/** The second approver's "yes" on a held deposit: credited or returned as its requester asked. */
registerMoneyPath('held_deposit', {
  async apply(tx, item, context) {
    const before = await lockHeldDeposit(tx, item.userId!, item.ref);
    if (before.status !== 'held_review') throw new AppError('ORDER_NOT_PENDING');
    const what = item.detail as HeldAction;
    if (what.action === 'credit') await creditLocked(tx, before, context);
    else {
      await returnLocked(tx, before, {
        ...context,
        address: what.address,
        txid: what.txid ?? undefined,
        payout: cryptoPayoutFor(context.config),
      });
    }
  },
});
