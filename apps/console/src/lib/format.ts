import i18next from 'i18next';

export function formatCoins(value: number): string {
  return new Intl.NumberFormat(i18next.language).format(value);
}

/** A count (rows, accounts) with the language's digit grouping. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(i18next.language).format(value);
}

/**
 * A moment as the hall reads it: always in Tokyo time, whatever the browser's zone, and labelled
 * (`2025/04/01 10:00 JST`), so staff in other zones never mistake it for their own clock.
 */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  const text = new Intl.DateTimeFormat(i18next.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Tokyo',
  }).format(new Date(iso));
  return `${text} ${i18next.t('common.timeZone')}`;
}

/** Today's calendar day in Tokyo (YYYY-MM-DD), the day a date field of the hall means. */
export function tokyoToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
