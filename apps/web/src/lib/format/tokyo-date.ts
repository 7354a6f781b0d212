/**
 * Dates of orders and records: shown in the platform's time zone (Asia/Tokyo), whatever the
 * device's zone, because the server reads date filters (YYYY-MM-DD) in that zone too.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Tokyo';

/** "2025/05/01 14:03" in Japanese, "May 1, 2025, 2:03 PM" in English; "—" without a date. */
export function formatDateTimeIn(iso: string | null | undefined, language: string, timeZone = PLATFORM_TIME_ZONE): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** The calendar date (YYYY-MM-DD) it is now in the zone: the latest day a date filter may pick. */
export function todayIn(timeZone = PLATFORM_TIME_ZONE, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    now,
  );
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** A YYYY-MM-DD string that is a real calendar date. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
