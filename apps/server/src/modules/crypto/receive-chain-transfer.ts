import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cryptoAddressRoutes, cryptoDeposits } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { sendLetter } from '../letters/index.ts';
import { withReservedOrderSn } from '../payments/index.ts';
import { assertKycAllows } from '../kyc/index.ts';
import { assertMayDeposit } from '../responsible/index.ts';
import { ensureUserWallet, systemAccount, transfer } from '../wallet/index.ts';
import { checkAddress } from './addresses.ts';
import { findNetwork } from './catalogue.ts';
import type { ChainTransfer } from './chain-watcher.ts';
import { assertOrderCoinsInRange, coinsAt, parseUnits } from './decimal.ts';
import type { CryptoDeps } from './deps.ts';
import { newCryptoOrderSn } from './order-sn.ts';
import { normalizeTxid } from './txid.ts';

/**
 * Refusals that hold a chain deposit for review instead of crediting it: responsible gaming's, and
 * the KYC rules' (a deposit over the KYC thresholds from a member without approved KYC).
 */
const HOLDING_REFUSALS = new Set(['DEPOSIT_LIMIT_REACHED', 'COOLING_OFF', 'SELF_EXCLUDED', 'KYC_REQUIRED']);

/**
 * Records a transfer to a member's deposit address and credits it exactly once: one row per
 * (member, network, txid, index) — the member is the address's owner (crypto_address_routes), so
 * this is one row per output — locked while it changes; credited (transfer `crypto-deposit:<orderSn>`
 * from deposits clearing, at the current rate rounded down) once the confirmations reach the
 * network's requirement. Below the deposit minimum it is recorded and never credited. The rate is
 * fetched before the transaction; when it is too old the call fails (503) and the watcher retries.
 */
export async function receiveChainTransfer(db: Db, deps: CryptoDeps, event: ChainTransfer, now: Date) {
  const network = findNetwork(deps.catalogue, { coin: event.coin, network: event.network, purpose: 'any' });
  const units = parseUnits(event.amount, network.decimals);
  if (units === null || units <= 0n)
    throw new AppError('CRYPTO_AMOUNT_INVALID', { field: 'amount', params: { decimals: network.decimals } });
  const checked = checkAddress(network.family, event.address);
  if (!checked.valid) throw new AppError('CRYPTO_ADDRESS_UNKNOWN', { field: 'address' });
  // The address's owner through its routing table (a router read by address on Citus).
  const [owner] = await db
    .select({ userId: cryptoAddressRoutes.userId })
    .from(cryptoAddressRoutes)
    .where(and(eq(cryptoAddressRoutes.family, network.family), eq(cryptoAddressRoutes.address, checked.address)));
  if (!owner) throw new AppError('CRYPTO_ADDRESS_UNKNOWN', { field: 'address' });
  const txid = normalizeTxid(event.network, event.txid);
  const belowMinimum = units < parseUnits(network.depositMin, network.decimals)!;
  const rate = !belowMinimum && event.confirmations >= network.confirmations ? await deps.rates.forOrder(event.coin, now) : null;
  // Before anything is written: an amount worth more coins than the ledger takes is refused (422, not a 500).
  if (rate !== null) {
    assertOrderCoinsInRange(
      coinsAt({ units, decimals: network.decimals, rate, coinsPerYen: deps.coinsPerYen, rounding: 'down' }),
    );
  }

  const key = and(
    eq(cryptoDeposits.userId, owner.userId),
    eq(cryptoDeposits.network, event.network),
    eq(cryptoDeposits.txid, txid),
    eq(cryptoDeposits.outputIndex, event.index),
  );
  // A re-seen output (every new confirmation count) finds its row; only a first sighting writes
  // one. Its order number is reserved before the transaction (payments' withReservedOrderSn), so
  // the transaction writes the member's rows only. Two first sightings at once: the second finds
  // the output's key taken, writes no order, and gives its number back.
  let wroteOrder = false;
  const record = (reservedSn: string | undefined) =>
    db.transaction(async (tx) => {
      if (reservedSn !== undefined) {
        const [inserted] = await tx
          .insert(cryptoDeposits)
          .values({
            orderSn: reservedSn,
            userId: owner.userId,
            coin: event.coin,
            network: event.network,
            address: checked.address,
            txid,
            outputIndex: event.index,
            amountUnits: units.toString(),
            decimals: network.decimals,
            confirmations: event.confirmations,
            confirmationsRequired: network.confirmations,
            status: belowMinimum ? 'below_minimum' : 'confirming',
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: cryptoDeposits.id });
        wroteOrder = inserted !== undefined;
      }
      const [row] = await tx.select().from(cryptoDeposits).where(key).for('update');
      if (!row) throw new Error('crypto deposit row vanished');
      if (row.coin !== event.coin || BigInt(row.amountUnits) !== units || row.userId !== owner.userId) {
        throw new AppError('CONFLICT', { field: 'txid' });
      }
      const confirmations = Math.max(row.confirmations, event.confirmations);
      if (row.status !== 'confirming' || confirmations < row.confirmationsRequired || rate === null) {
        if (confirmations !== row.confirmations) {
          await tx
            .update(cryptoDeposits)
            .set({ confirmations, updatedAt: now })
            .where(and(eq(cryptoDeposits.userId, row.userId), eq(cryptoDeposits.id, row.id)));
        }
        return { orderSn: row.orderSn, status: row.status, credited: false };
      }
      const coins = coinsAt({ units, decimals: row.decimals, rate, coinsPerYen: deps.coinsPerYen, rounding: 'down' });
      if (coins <= 0n) {
        await tx
          .update(cryptoDeposits)
          .set({ confirmations, status: 'below_minimum', updatedAt: now })
          .where(and(eq(cryptoDeposits.userId, row.userId), eq(cryptoDeposits.id, row.id)));
        return { orderSn: row.orderSn, status: 'below_minimum' as const, credited: false };
      }
      // Money already on chain cannot be refused: over a deposit limit, or in a cool-off or
      // self-exclusion (issue 11), or over the KYC thresholds without approved KYC (issue 21), it is
      // held for an operator's review instead of credited.
      const allowed = await assertMayDeposit(tx, { userId: row.userId, coins, now })
        .then(() => assertKycAllows(tx, { userId: row.userId, action: 'deposit', amount: coins, now, rules: deps.kycRules }))
        .then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError && HOLDING_REFUSALS.has(error.reason)) return false;
            throw error;
          },
        );
      if (!allowed) {
        await tx
          .update(cryptoDeposits)
          .set({ confirmations, status: 'held_review', rate, coins, updatedAt: now })
          .where(and(eq(cryptoDeposits.userId, row.userId), eq(cryptoDeposits.id, row.id)));
        return { orderSn: row.orderSn, status: 'held_review' as const, credited: false };
      }
      // A known id refuses (transfer's default): the deposit is credited only if its coins move now.
      await transfer(tx, {
        id: `crypto-deposit:${row.orderSn}`,
        from: await systemAccount(tx, 'deposits_clearing', row.userId),
        to: await ensureUserWallet(tx, row.userId),
        amount: coins,
        reason: 'crypto_deposit',
        ref: `crypto-deposit:${row.orderSn}`,
      });
      await tx
        .update(cryptoDeposits)
        .set({ confirmations, status: 'credited', rate, coins, creditedAt: now, updatedAt: now })
        .where(and(eq(cryptoDeposits.userId, row.userId), eq(cryptoDeposits.id, row.id)));
      await sendLetter(tx, {
        to: { userId: row.userId },
        content: { template: 'depositCredited', params: { orderSn: row.orderSn, coins: Number(coins) } },
        dedupeKey: `crypto-deposit:${row.orderSn}`,
        now,
      });
      return { orderSn: row.orderSn, status: 'credited' as const, credited: true };
    });
  const [seenBefore] = await db.select({ id: cryptoDeposits.id }).from(cryptoDeposits).where(key);
  if (seenBefore) return record(undefined);
  return withReservedOrderSn(
    db,
    { userId: owner.userId, kind: 'crypto_deposit', newOrderSn: () => newCryptoOrderSn('CD', now) },
    record,
    () => wroteOrder,
  );
}
