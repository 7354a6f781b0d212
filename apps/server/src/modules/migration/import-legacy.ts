import { CsvError, parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { legacyAccounts } from './schema.ts';
import { hashPassword } from '../auth/index.ts';

/** One row of the legacy export, as operators hand it over (CSV header names). */
export interface LegacyRow {
  legacy_username: string;
  /** The legacy password's argon2id PHC string, when the old platform had one. */
  password_hash?: string;
  /** Or a one-time migration secret the operator sent the member (stored hashed). */
  secret?: string;
  email: string;
  phone?: string;
  holder_name: string;
  card_last4: string;
  balance: string;
}

export interface ImportReport {
  imported: number;
  /** Rows already imported (same username): left as they are, so running an import twice is harmless. */
  unchanged: number;
  rejected: Array<{ line: number; username: string; reason: string }>;
}

const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;
const MAX_BALANCE = 1_000_000_000_000n;

function rejectReason(row: LegacyRow): string | null {
  if (!USERNAME.test(row.legacy_username ?? '')) return 'legacy_username must be 1-64 letters, digits, _ . -';
  const hasHash = Boolean(row.password_hash?.trim());
  const hasSecret = Boolean(row.secret?.trim());
  if (hasHash === hasSecret) return 'give exactly one of password_hash and secret';
  if (hasHash && !row.password_hash!.startsWith('$argon2id$')) return 'password_hash must be an argon2id PHC string';
  if (hasSecret && row.secret!.trim().length < 8) return 'secret must be at least 8 characters';
  if (!EMAIL.test(row.email ?? '')) return 'email is not an e-mail address';
  if (!row.holder_name?.trim() || row.holder_name.length > 60) return 'holder_name is required (at most 60 characters)';
  if (!/^\d{4}$/.test(row.card_last4 ?? '')) return 'card_last4 must be 4 digits';
  if (!/^\d{1,13}$/.test(row.balance ?? '') || BigInt(row.balance) > MAX_BALANCE) return 'balance must be whole coins';
  return null;
}

export interface ImportOptions {
  now?: Date;
  /** Checks every row and counts what would be imported, without writing anything. */
  dryRun?: boolean;
  /**
   * Runs inside the transaction that writes the rows, after them (the console's audit row), so
   * the rows and what it records commit or roll back together. Not called on a dry run.
   */
  inTransaction?: (tx: Db, report: ImportReport, imported: ImportedAccount[]) => Promise<void>;
}

/** An account a run imported: its new legacy id, username and balance (the console's audit row lists them). */
export interface ImportedAccount {
  id: bigint;
  legacyUsername: string;
  balance: bigint;
}

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The lower-cased usernames among `keys` that are already imported. */
async function existingUsernames(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (const part of chunks(keys)) {
    const rows = await db
      .select({ name: sql<string>`lower(${legacyAccounts.legacyUsername})` })
      .from(legacyAccounts)
      .where(inArray(sql`lower(${legacyAccounts.legacyUsername})`, part));
    for (const row of rows) existing.add(row.name);
  }
  return existing;
}

/**
 * Imports legacy accounts. Rows that fail a rule are reported with the reason and skipped;
 * a username already imported is left untouched (its migration may be under way), so the same
 * file can be imported again safely. A dry run answers the same report (`imported` = would be
 * imported) and writes nothing. Secrets are hashed before the write, which is one transaction.
 */
export async function importLegacyAccounts(
  db: Db,
  rows: readonly LegacyRow[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const now = options.now ?? new Date();
  const report: ImportReport = { imported: 0, unchanged: 0, rejected: [] };
  const seen = new Set<string>();
  const valid: LegacyRow[] = [];
  for (const [index, row] of rows.entries()) {
    const line = index + 2; // the header is line 1
    const reason = rejectReason(row);
    const key = row.legacy_username?.toLowerCase();
    if (reason || seen.has(key)) {
      report.rejected.push({
        line,
        username: row.legacy_username ?? '',
        reason: reason ?? 'the same username twice in one file',
      });
      continue;
    }
    seen.add(key);
    valid.push(row);
  }
  const existing = await existingUsernames(db, [...seen]);
  const fresh = valid.filter((row) => !existing.has(row.legacy_username.toLowerCase()));
  report.unchanged = valid.length - fresh.length;
  if (options.dryRun) {
    report.imported = fresh.length;
    return report;
  }
  const values: Array<typeof legacyAccounts.$inferInsert> = [];
  for (const row of fresh) {
    values.push({
      legacyUsername: row.legacy_username,
      secretHash: row.password_hash?.trim() || (await hashPassword(row.secret!.trim())),
      email: row.email.trim(),
      phone: row.phone?.trim() || null,
      holderName: row.holder_name.trim(),
      cardLast4: row.card_last4,
      balance: BigInt(row.balance),
      importedAt: now,
    });
  }
  await db.transaction(async (tx) => {
    const imported: ImportedAccount[] = [];
    for (const part of chunks(values)) {
      // A name imported meanwhile by someone else is left alone, and counted as unchanged.
      const inserted = await tx
        .insert(legacyAccounts)
        .values(part)
        .onConflictDoNothing()
        .returning({ id: legacyAccounts.id, legacyUsername: legacyAccounts.legacyUsername, balance: legacyAccounts.balance });
      imported.push(...inserted);
      report.imported += inserted.length;
      report.unchanged += part.length - inserted.length;
    }
    await options.inTransaction?.(tx, report, imported);
  });
  return report;
}

/**
 * Reads the import file (csv-parse): a header line naming the columns, then one account per
 * record; commas, double-quoted fields with "" escapes, CRLF or LF, a UTF-8 byte order mark.
 * Blank records are skipped, a short record's missing columns are empty and extra ones are
 * ignored, so such a row is reported by the checks with its reason, like any other bad row. A
 * file that is not CSV at all (an unclosed quote) is refused whole: `INVALID_INPUT` on `csv`.
 */
export function parseCsv(text: string): LegacyRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    });
  } catch (error) {
    if (error instanceof CsvError) throw new AppError('INVALID_INPUT', { field: 'csv' });
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return [];
  const names = header.map((h) => h.trim());
  return body.map((values) => Object.fromEntries(names.map((name, i) => [name, values[i] ?? ''])) as unknown as LegacyRow);
}
