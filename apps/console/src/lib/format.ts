import i18next from 'i18next';

export function formatCoins(value: number): string {
  return new Intl.NumberFormat(i18next.language).format(value);
}

/** A count (rows, accounts) with the language's digit grouping. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(i18next.language).format(value);
}

export function formatDateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(i18next.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
    new Date(iso),
  );
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
