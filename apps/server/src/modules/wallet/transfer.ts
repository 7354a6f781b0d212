import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/index.ts';
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
 * the caller's transaction, so the move commits or rolls back with the caller's other writes.
 * The debit is a conditional UPDATE (a wallet never goes below zero, and a concurrent debit
 * waits for the row lock and re-checks); the two rows are always locked in id order, so two
 * opposite transfers cannot deadlock.
 */
export async function transfer(tx: Db, input: TransferInput): Promise<TransferResult> {
  assertValid(input);
  const [inserted] = await tx
    .insert(ledgerTransfers)
    .values({
      id: input.id,
      debitAccountId: input.from,
      creditAccountId: input.to,
      amount: input.amount,
      reason: input.reason,
      ref: input.ref,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerTransfers.id });
  if (!inserted) return replay(tx, input);

  const steps = [() => debit(tx, input.from, input.amount), () => credit(tx, input.to, input.amount)];
  if (input.to < input.from) steps.reverse();
  for (const step of steps) await step();
  return { id: input.id, created: true };
}

async function debit(tx: Db, accountId: bigint, amount: bigint) {
  const updated = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} - ${amount}` })
    .where(and(eq(ledgerAccounts.id, accountId), or(eq(ledgerAccounts.kind, 'system'), gte(ledgerAccounts.balance, amount))))
    .returning({ id: ledgerAccounts.id });
  if (updated.length === 0) throw new AppError('INSUFFICIENT_BALANCE', { field: 'amount' });
}

async function credit(tx: Db, accountId: bigint, amount: bigint) {
  const updated = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(eq(ledgerAccounts.id, accountId))
    .returning({ id: ledgerAccounts.id });
  if (updated.length === 0) throw new Error(`ledger account ${accountId} does not exist`);
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
