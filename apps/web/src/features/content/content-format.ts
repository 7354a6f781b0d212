import type { TContentItem } from '@amigo/contract';
import { formatTokyoDay } from '../../lib/format/plain-format.ts';
import type { useI18n } from '../../lib/i18n/use-i18n.ts';

/** "2026/05/01" in the reader's language, in the platform's zone (Tokyo); Intl-free, see plain-format.ts. */
export function formatDay(iso: string, language: string): string {
  return formatTokyoDay(iso, language);
}

/** `useI18n('content')`'s `t`: the window's texts are the `content` catalogue's. */
type Translate = ReturnType<typeof useI18n>['t'];

/** The publish window as readers see it: "start – end", or "from start" when open-ended. */
export function formatWindow(item: Pick<TContentItem, 'startAt' | 'endAt'>, language: string, t: Translate): string {
  const start = formatDay(item.startAt, language);
  return item.endAt
    ? t('content:state.period', { start, end: formatDay(item.endAt, language) })
    : t('content:state.since', { start });
}

/** Where one block of a rich-text body ends: its text and the next block's are kept apart by a space. */
const BLOCK_END = /<\/(?:p|li|h[1-6]|div|blockquote|tr|td|th)\s*>|<br\s*\/?>/gi;

/** A short plain-text excerpt of a rich-text body for cards (parsed inertly, never rendered as HTML). */
export function excerpt(html: string, max = 90): string {
  const body = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html').body;
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Page count of a paged answer. */
export function pagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A positive whole number from the address (?page=2), else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** An id from the address (?id=12) when it is a plain number. */
export function idFrom(value: string | null): string | null {
  return value && /^\d{1,18}$/.test(value) ? value : null;
}
