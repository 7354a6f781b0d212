import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { gateMoney, recordAudit, registerMoneyPath, type Actor, type MoneyLimit } from '../admin/index.ts';
import { legacyAccounts } from './schema.ts';
import { importLegacyAccounts, parseCsv, type ImportReport } from './import-legacy.ts';

/** Rows one upload may hold; a larger export goes in several files (or through `npm run legacy:import`). */
export const LEGACY_IMPORT_MAX_ROWS = 5_000;
/** The call's JSON body: the CSV (at most 2,000,000 characters, contract) with room for escapes and non-ASCII text. */
export const LEGACY_IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Imports legacy accounts from a CSV an operator uploads in the console (issue 10), through the
 * migration module's import. A dry run checks every row and counts what would be imported,
 * writing nothing; a real run writes the new rows and one `legacy.import` audit row listing each
 * imported account (legacy id, username, coins) with the total, in one transaction. Rows already
 * imported are left alone, so a file can go twice.
 *
 * Imported balances become coins when claimed through the public migration flow, so an import is
 * the `legacy_import` path of the money controls (admin `gateMoney`): its coins count on the
 * importer's rolling cap, and when the import (with the importer's others of the last 24 hours)
 * passes the threshold, its accounts cannot be claimed (LEGACY_AWAITING_APPROVAL) until a second
 * staff member approves the import in the approval queue; a rejected import is removed.
 */
export async function importLegacyCsv(
  db: Db,
  input: { csv: string; dryRun: boolean; limits: MoneyLimit } & Actor,
): Promise<ImportReport & { dryRun: boolean; importedCoins: number; awaitingApproval?: { id: string; path: 'legacy_import' } }> {
  const rows = parseCsv(input.csv);
  if (rows.length > LEGACY_IMPORT_MAX_ROWS) {
    throw new AppError('INVALID_INPUT', {
      field: 'csv',
      messageKey: 'validation.tooManyItems',
      params: { field: 'csv', max: LEGACY_IMPORT_MAX_ROWS },
    });
  }
  let importedCoins = 0n;
  let awaitingApproval: { id: string; path: 'legacy_import' } | null = null;
  const report = await importLegacyAccounts(db, rows, {
    now: input.now,
    dryRun: input.dryRun,
    inTransaction: async (tx, done, imported) => {
      importedCoins = imported.reduce((sum, account) => sum + account.balance, 0n);
      if (imported.length > 0) {
        const gate = await gateMoney(tx, {
          path: 'legacy_import',
          // The import's own name: its first and last new legacy ids (ids are never reused).
          ref: `legacy:${imported[0]!.id}-${imported.at(-1)!.id}`,
          userId: null,
          amount: importedCoins,
          reason: `legacy import of ${imported.length} accounts`,
          detail: { accounts: imported.length, firstId: imported[0]!.id, lastId: imported.at(-1)!.id },
          requester: input,
          dailyCap: BigInt(input.limits.dailyCap),
          secondApproverAbove: BigInt(input.limits.secondApproverAbove),
          // The import's own audit row below carries every account and the total.
          audit: false,
        });
        if (gate.status === 'pending') {
          awaitingApproval = { id: String(gate.id), path: 'legacy_import' };
          await tx
            .update(legacyAccounts)
            .set({ awaitingApprovalId: gate.id })
            .where(
              inArray(
                legacyAccounts.id,
                imported.map((account) => account.id),
              ),
            );
        }
      }
      await recordAudit(tx, {
        staff: input.staff,
        ip: input.ip,
        now: input.now,
        action: 'legacy.import',
        targetType: 'legacy_account',
        targetId: null,
        before: null,
        after: {
          rows: rows.length,
          imported: done.imported,
          unchanged: done.unchanged,
          rejected: done.rejected.length,
          importedCoins,
          awaitingApprovalId: awaitingApproval?.id ?? null,
          accounts: imported.map((account) => ({ id: account.id, username: account.legacyUsername, coins: account.balance })),
        },
      });
    },
  });
  return {
    ...report,
    dryRun: input.dryRun,
    importedCoins: Number(importedCoins),
    ...(awaitingApproval ? { awaitingApproval } : {}),
  };
}

/**
 * The second approver's word on an import waiting in the approval queue: approved, its accounts
 * can be claimed; rejected, the accounts it added (none can have been claimed) are removed, so the
 * usernames can be imported again, and the audit row keeps what they were.
 */
registerMoneyPath('legacy_import', {
  async apply(tx, item, actor) {
    const released = await tx
      .update(legacyAccounts)
      .set({ awaitingApprovalId: null })
      .where(eq(legacyAccounts.awaitingApprovalId, item.id))
      .returning({ id: legacyAccounts.id });
    await recordAudit(tx, {
      ...actor,
      action: 'legacy.import.approve',
      targetType: 'legacy_account',
      targetId: null,
      before: { awaitingApprovalId: item.id },
      after: { released: released.length, coins: item.amount },
    });
  },
  async reject(tx, item, actor) {
    const removed = await tx
      .delete(legacyAccounts)
      .where(and(eq(legacyAccounts.awaitingApprovalId, item.id), ne(legacyAccounts.status, 'migrated')))
      .returning({ id: legacyAccounts.id, legacyUsername: legacyAccounts.legacyUsername, balance: legacyAccounts.balance });
    await recordAudit(tx, {
      ...actor,
      action: 'legacy.import.reject',
      targetType: 'legacy_account',
      targetId: null,
      before: { awaitingApprovalId: item.id },
      after: {
        removed: removed.map((account) => ({ id: account.id, username: account.legacyUsername, coins: account.balance })),
      },
    });
  },
});
