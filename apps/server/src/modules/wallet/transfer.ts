import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { HOUSE_OWNER_ID, type LedgerAccountRef } from './accounts.ts';
import { ledgerTransfers } from './schema.ts';
import { AppError } from '../../http/app-error.ts';

export interface TransferInput {
  /** Idempotency key: the same id with the same content is the same transfer. At most 100 characters. */
  id: string;
  /** The debited row, by owner and id (`ensureUserWallet`, `systemAccount`). */
  from: LedgerAccountRef;
  /** The credited row, by owner and id. */
  to: LedgerAccountRef;
  /** Integer coins, > 0. */
  amount: bigint;
  /** Why the money moved, e.g. `deposit`, `withdrawal_hold`, `bet`, `win`, `agent_transfer`. */
  reason: string;
  /** What it belongs to, e.g. `deposit:PAY202611220001`, `round:123`. */
  ref: string;
}

export interface TransferResult {
  id: string;
  /** False when this id had already moved the money (a replay, answered only with `onReplay: 'answer'`). */
  created: boolean;
}

export interface TransferOptions {
  /**
   * What a transfer id the ledger already holds means (issue 26 §1):
   * - `refuse` (the default): the coins must move now. A known id throws
   *   `LEDGER_TRANSFER_REPLAYED`, so the caller's transaction rolls back and nothing changes. Every
   *   state transition that depends on coins moving uses it: a step whose id is already taken is a
   *   step that did not move anything in this attempt, and must not advance the state (a refund
   *   started again once held nothing this way, and its coins left the house twice).
   * - `answer`: the caller is the retry of one request (its id is bound to that request's
   *   idempotency key and content): the same content answers `created: false`, other content 409.
   */
  onReplay?: 'refuse' | 'answer';
}

/**
 * Moves coins from one account to another: `transferMany` with one leg. Runs inside the
 * caller's transaction, so the move commits or rolls back with the caller's other writes (a
 * refused move throws; the caller's transaction must then roll back, as it does when the
 * error leaves `db.transaction`).
 */
export async function transfer(tx: Db, input: TransferInput, options: TransferOptions = {}): Promise<TransferResult> {
  const [result] = await transferMany(tx, [input], options);
  return result!;
}

/**
 * Moves coins along several legs at once (a bet and its win): the only code that changes
 * balances. One statement (the `ledger_transfer_many` function of migration 0009) does the
 * whole move: it records every leg (each id is an idempotency key) and, for the legs that are
 * new, applies each account's net change. A
 * member wallet must cover the sum of its debits from its balance before the move (a win can
 * never pay for its own bet), re-checked under the row lock, so concurrent debits never
 * overdraw; the rows are locked in id order first, so opposite moves cannot deadlock.
 *
 * All legs must be new (`onReplay: 'refuse'`, the default: `LEDGER_TRANSFER_REPLAYED` otherwise);
 * with `onReplay: 'answer'`, all new or all replays of the same content, anything in between a conflict.
 */
export async function transferMany(
  tx: Db,
  legs: readonly TransferInput[],
  options: TransferOptions = {},
): Promise<TransferResult[]> {
  if (legs.length === 0) return [];
  for (const leg of legs) assertValid(leg);
  // The statement itself is the `ledger_transfer_many` function (migration 0009), so PostgreSQL
  // keeps its plan; the legs travel as one JSON parameter (ids as strings: bigints stay exact).
  const result = await tx.execute(
    sql`select out_recorded as recorded, out_accounts as accounts, out_moved as moved from ledger_transfer_many(${ledgerLegsJson(legs)}::jsonb)`,
  );
  const [row] = rowsOf<{ recorded: number; accounts: number; moved: number }>(result);
  // A leg the ledger did not record names an id it already holds: nothing moved for it now.
  if ((options.onReplay ?? 'refuse') === 'refuse' && (row?.recorded ?? 0) !== legs.length) {
    throw new AppError('LEDGER_TRANSFER_REPLAYED');
  }
  if (!row || row.recorded === 0) {
    const replays: TransferResult[] = [];
    for (const leg of legs) replays.push(await replay(tx, leg));
    return replays;
  }
  if (row.recorded !== legs.length) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (row.moved !== row.accounts) throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });
  return legs.map((leg) => ({ id: leg.id, created: true }));
}

/**
 * The legs as `ledger_transfer_many` takes them: one JSON parameter, ids and amounts as strings
 * so bigints stay exact. Other modules' SQL functions that move coins (`game_round_commit`) pass
 * it on unchanged, so the ledger's one statement stays the only code that changes balances. Such
 * a function must refuse a leg the ledger did not record, as `transfer` does by default
 * (`game_round_commit` raises AH002: a round is committed only if its coins move in it).
 */
export function ledgerLegsJson(legs: readonly TransferInput[]): string {
  for (const leg of legs) assertValid(leg);
  return JSON.stringify(
    legs.map((leg) => ({
      id: leg.id,
      debit_owner: leg.from.ownerUserId.toString(),
      debit_account_id: leg.from.id.toString(),
      credit_owner: leg.to.ownerUserId.toString(),
      credit_account_id: leg.to.id.toString(),
      amount: leg.amount.toString(),
      reason: leg.reason,
      ref: leg.ref,
    })),
  );
}

/**
 * The owner a transfer is stored under, as `ledger_transfer_many` sets it: the debit's owner, else
 * (a house row, `HOUSE_OWNER_ID`) the credit's.
 */
function transferOwner(input: TransferInput): bigint {
  return input.from.ownerUserId !== HOUSE_OWNER_ID ? input.from.ownerUserId : input.to.ownerUserId;
}

/**
 * The id was used before: the same content is the same transfer; anything else is a conflict.
 * The transfer is found by its key (owner_user_id, id): a replay naming other accounts of the same
 * member finds the earlier transfer and is refused for its other content.
 */
async function replay(tx: Db, input: TransferInput): Promise<TransferResult> {
  const [existing] = await tx
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.ownerUserId, transferOwner(input)), eq(ledgerTransfers.id, input.id)));
  const same =
    existing &&
    existing.debitAccountId === input.from.id &&
    existing.creditAccountId === input.to.id &&
    existing.amount === input.amount &&
    existing.reason === input.reason &&
    existing.ref === input.ref;
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { id: input.id, created: false };
}

function assertValid(input: TransferInput) {
  if (input.amount <= 0n) throw new Error('transfer amount must be positive');
  if (input.from.id === input.to.id) throw new Error('transfer needs two different accounts');
  if (!input.id || input.id.length > 100) throw new Error('transfer id must be 1-100 characters');
}
