/**
 * Errors that mean "PostgreSQL ended this transaction so that another could go on": a deadlock
 * it broke (40P01) or a serialization failure (40001). Nothing the call wrote stays, and the
 * same call sent again may well succeed, so the error handler answers 409 CONFLICT instead of
 * 500, and logs it: a deadlock means two code paths lock the same rows in different orders.
 */
const TRANSACTION_CONFLICT_SQLSTATES = new Set(['40P01', '40001']);

/** Whether `error` (or an error it wraps: Drizzle wraps driver errors as `cause`) is such an ending. */
export function isTransactionConflict(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current: unknown = error; current instanceof Error && !seen.has(current); current = current.cause) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && TRANSACTION_CONFLICT_SQLSTATES.has(code)) return true;
  }
  return false;
}
