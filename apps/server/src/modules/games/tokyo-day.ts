/** Japan keeps +09:00 all year (no daylight saving), so a Tokyo calendar day is a fixed UTC window. */
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** The Tokyo calendar date (YYYY-MM-DD) of an instant. */
export function tokyoDate(at: Date, daysBack = 0): string {
  return new Date(at.getTime() + TOKYO_OFFSET_MS - daysBack * 86_400_000).toISOString().slice(0, 10);
}

/** [from 00:00, to + 1 day 00:00) in Tokyo time, as ARCHITECTURE §4 reads date filters. */
export function tokyoRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    ...(from ? { start: new Date(`${from}T00:00:00+09:00`) } : {}),
    ...(to ? { end: new Date(new Date(`${to}T00:00:00+09:00`).getTime() + 86_400_000) } : {}),
  };
}
