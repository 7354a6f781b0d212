import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type Actor } from '../admin/index.ts';
import { importLegacyAccounts, parseCsv, type ImportReport } from './import-legacy.ts';

/** Rows one upload may hold; a larger export goes in several files (or through `npm run legacy:import`). */
export const LEGACY_IMPORT_MAX_ROWS = 5_000;
/** The call's JSON body: the CSV (at most 2,000,000 characters, contract) with room for escapes and non-ASCII text. */
export const LEGACY_IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Imports legacy accounts from a CSV an operator uploads in the console (issue 10), through the
 * migration module's import. A dry run checks every row and counts what would be imported,
 * writing nothing; a real run writes the new rows and one `legacy.import` audit row with the
 * counts, in one transaction. Rows already imported are left alone, so a file can go twice.
 */
export async function importLegacyCsv(
  db: Db,
  input: { csv: string; dryRun: boolean } & Actor,
): Promise<ImportReport & { dryRun: boolean }> {
  const rows = parseCsv(input.csv);
  if (rows.length > LEGACY_IMPORT_MAX_ROWS) {
    throw new AppError('INVALID_INPUT', {
      field: 'csv',
      messageKey: 'validation.tooManyItems',
      params: { field: 'csv', max: LEGACY_IMPORT_MAX_ROWS },
    });
  }
  const report = await importLegacyAccounts(db, rows, {
    now: input.now,
    dryRun: input.dryRun,
    inTransaction: (tx, done) =>
      recordAudit(tx, {
        staff: input.staff,
        ip: input.ip,
        now: input.now,
        action: 'legacy.import',
        targetType: 'legacy_account',
        targetId: null,
        before: null,
        after: { rows: rows.length, imported: done.imported, unchanged: done.unchanged, rejected: done.rejected.length },
      }),
  });
  return { ...report, dryRun: input.dryRun };
}
