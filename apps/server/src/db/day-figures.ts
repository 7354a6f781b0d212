import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

/** A figure per Tokyo day ('YYYY-MM-DD' → value); days without rows are absent. */
export type DayFigures = Map<string, number>;

/** The Tokyo calendar day of a timestamptz column, as the dashboard and reports group by it. */
export function tokyoDayOf(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'Asia/Tokyo', 'YYYY-MM-DD')`;
}

/**
 * Runs a statement answering `day` and one or more numeric columns, and turns each column into
 * a DayFigures map. The statement is the owner module's (each module groups its own table).
 */
export async function dayFigures<K extends string>(
  db: Db,
  statement: SQL,
  columns: readonly K[],
): Promise<Record<K, DayFigures>> {
  const rows = rowsOf<Record<string, string | number | null> & { day: string }>(await db.execute(statement));
  const out = Object.fromEntries(columns.map((column) => [column, new Map<string, number>()])) as Record<K, DayFigures>;
  for (const row of rows) for (const column of columns) out[column].set(row.day, Number(row[column] ?? 0));
  return out;
}
