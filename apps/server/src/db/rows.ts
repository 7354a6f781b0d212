/**
 * The rows of a raw `db.execute(sql...)` result. Drizzle's node-postgres and PGlite drivers
 * both answer `{ rows }`; the row type is the caller's statement, so it is the caller's word.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
