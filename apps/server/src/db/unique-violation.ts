/**
 * The constraint (or unique index) a unique violation (SQLSTATE 23505) names, looking through
 * the driver's and Drizzle's wrapping; undefined for any other error. The same on PGlite and pg.
 */
export function uniqueConstraintOf(error: unknown): string | undefined {
  for (let e: unknown = error, i = 0; e && i < 3; e = (e as { cause?: unknown }).cause, i++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return undefined;
}
