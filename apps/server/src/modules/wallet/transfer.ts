import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerTransfers } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export interface TransferInput {
  /** Idempotency key: the same id with the same content is the same transfer. At most 100 characters. */
  id: string;
  from: bigint;
  to: bigint;
  /** Integer coins, > 0. */
  amount: bigint;
  /** Why the money moved, e.g. `deposit`, `withdrawal_hold`, `bet`, `win`, `agent_transfer`. */
  reason: string;
  /** What it belongs to, e.g. `deposit:PAY202611220001`, `round:123`. */
  ref: string;
}

export interface TransferResult {
  id: string;
  /** False when this id had already moved the money (an idempotent replay). */
  created: boolean;
}

/**
 * Moves coins from one account to another: the only code that changes balances. Runs inside
 * the caller's transaction, so the move commits or rolls back with the caller's other writes
 * (a refused move throws; the caller's transaction must then roll back, as it does when the
 * error leaves `db.transaction`).
 *
 * One statement does the whole move: it records the transfer (the id is the idempotency key)
 * and, only if that row is new, credits one account and debits the other. The debit condition
 * (`balance >= amount` for member wallets) is re-checked under the row lock, so concurrent
 * debits never overdraw; both rows are locked in id order first, so opposite moves cannot deadlock.
 */
export async function transfer(tx: Db, input: TransferInput): Promise<TransferResult> {
  assertValid(input);
  const result = await tx.execute(sql`
    with recorded as (
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, reason, ref)
      values (${input.id}, ${input.from}, ${input.to}, ${input.amount}, ${input.reason}, ${input.ref})
      on conflict (id) do nothing
      returning 1
    ), locked as (
      -- Row locks in id order: two moves between the same accounts can never wait on each other in a cycle.
      select id from ledger_accounts
      where id in (${input.from}, ${input.to}) and exists (select 1 from recorded)
      order by id
      for update
    ), moved as (
      update ledger_accounts a
      set balance = a.balance + case when a.id = ${input.to} then ${input.amount}::bigint else -${input.amount}::bigint end
      from locked
      where a.id = locked.id
        and (a.id = ${input.to} or a.kind = 'system' or a.balance >= ${input.amount})
      returning a.id
    )
    select (select count(*) from recorded)::int as recorded, (select count(*) from moved)::int as moved`);
  const [row] = (result as { rows: Array<{ recorded: number; moved: number }> }).rows;
  if (!row || row.recorded === 0) return replay(tx, input);
  if (row.moved !== 2) throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });
  return { id: input.id, created: true };
}

/** The id was used before: the same content is the same transfer; anything else is a conflict. */
async function replay(tx: Db, input: TransferInput): Promise<TransferResult> {
  const [existing] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, input.id));
  const same =
    existing &&
    existing.debitAccountId === input.from &&
    existing.creditAccountId === input.to &&
    existing.amount === input.amount &&
    existing.reason === input.reason &&
    existing.ref === input.ref;
  if (!same) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { id: input.id, created: false };
}

function assertValid(input: TransferInput) {
  if (input.amount <= 0n) throw new Error('transfer amount must be positive');
  if (input.from === input.to) throw new Error('transfer needs two different accounts');
  if (!input.id || input.id.length > 100) throw new Error('transfer id must be 1-100 characters');
}
