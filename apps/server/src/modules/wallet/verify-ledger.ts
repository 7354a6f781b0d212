import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface LedgerReport {
  accounts: number;
  transfers: number;
  problems: string[];
}

/**
 * Recomputes every balance from the transfers and checks the invariants: each balance equals
 * credits minus debits, all balances sum to zero (money never appears or disappears), and no
 * member wallet is negative. Since the keys hold the owner (migration 0037) it also checks what
 * they no longer enforce alone: an account id names one row, and each transfer is keyed by the
 * owner `ledger_transfer_many` gives it (its debit's owner, else its credit's).
 */
export async function verifyLedger(db: Db): Promise<LedgerReport> {
  const problems: string[] = [];
  const mismatches = rowsOf<{ id: string; balance: string; computed: string }>(
    await db.execute(sql`
    select a.id::text, a.balance::text, (coalesce(c.total, 0) - coalesce(d.total, 0))::text as computed
    from ledger_accounts a
    left join (select credit_account_id as id, sum(amount) as total from ledger_transfers group by 1) c on c.id = a.id
    left join (select debit_account_id as id, sum(amount) as total from ledger_transfers group by 1) d on d.id = a.id
    where a.balance <> coalesce(c.total, 0) - coalesce(d.total, 0)`),
  );
  for (const row of mismatches) problems.push(`account ${row.id}: balance ${row.balance} but transfers give ${row.computed}`);

  const duplicates = rowsOf<{ id: string; n: string }>(
    await db.execute(sql`select id::text, count(*)::text as n from ledger_accounts group by id having count(*) > 1`),
  );
  for (const row of duplicates) problems.push(`account id ${row.id} names ${row.n} rows`);

  const misowned = rowsOf<{ id: string; owner: string; expected: string | null }>(
    await db.execute(sql`
      select x.id, x.owner_user_id::text as owner, coalesce(nullif(d.owner_user_id, 0), c.owner_user_id)::text as expected
      from ledger_transfers x
      left join ledger_accounts d on d.id = x.debit_account_id
      left join ledger_accounts c on c.id = x.credit_account_id
      where x.owner_user_id is distinct from coalesce(nullif(d.owner_user_id, 0), c.owner_user_id)`),
  );
  for (const row of misowned)
    problems.push(`transfer ${row.id}: owner ${row.owner} but its accounts give ${row.expected ?? 'none'}`);

  const [totals] = rowsOf<{ sum: string; accounts: string; negative: string }>(
    await db.execute(sql`
      select coalesce(sum(balance), 0)::text as sum, count(*)::text as accounts,
             count(*) filter (where kind = 'user_wallet' and balance < 0)::text as negative
      from ledger_accounts`),
  );
  if (totals && totals.sum !== '0') problems.push(`balances sum to ${totals.sum}, not 0`);
  if (totals && totals.negative !== '0') problems.push(`${totals.negative} member wallets are negative`);

  const [transfers] = rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from ledger_transfers`));
  return { accounts: Number(totals?.accounts ?? 0), transfers: Number(transfers?.n ?? 0), problems };
}
