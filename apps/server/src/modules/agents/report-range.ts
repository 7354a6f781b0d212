import { AGENT_REPORT_MAX_DAYS } from '@amigo/contract';
import { AppError } from '../../http/app-error.ts';

const DAY_MS = 86_400_000;
/** Japan keeps no daylight saving time: a Tokyo day is always [00:00+09:00, next 00:00+09:00). */
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** A report's days (Tokyo dates, both included) and the instants they span ([start, end)). */
export interface ReportRange {
  fromDay: string;
  toDay: string;
  start: Date;
  end: Date;
}

export function tokyoDay(instant: Date): string {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 of a Tokyo date, as an instant. */
export function tokyoMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Reads a report's date filters the way the payments lists do (ARCHITECTURE §4: ISO dates in
 * Tokyo time): missing dates mean today, `to` must not be before `from`, and at most 366 days.
 */
export function reportRange(input: { from?: string | undefined; to?: string | undefined }, now: Date): ReportRange {
  const today = tokyoDay(now);
  const toDay = input.to ?? (input.from && input.from > today ? input.from : today);
  const fromDay = input.from ?? toDay;
  const days = (Date.parse(toDay) - Date.parse(fromDay)) / DAY_MS + 1;
  if (days < 1 || days > AGENT_REPORT_MAX_DAYS) {
    throw new AppError('DATE_RANGE_INVALID', { field: 'to', params: { maxDays: AGENT_REPORT_MAX_DAYS } });
  }
  return { fromDay, toDay, start: tokyoMidnight(fromDay), end: tokyoMidnight(addDays(toDay, 1)) };
}
