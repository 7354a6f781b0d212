import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** Paged list request (ARCHITECTURE §4): 1-based page number, page size at most 100. */
export const ZPageRequest = z.object({
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type TPageRequest = z.infer<typeof ZPageRequest>;

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface TPage<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** ISO calendar date (YYYY-MM-DD) interpreted in the user's time zone (default Asia/Tokyo). */
export const ZIsoDate = z.iso.date();

/** The earliest day a date filter accepts: the hall holds nothing older. */
export const DATE_FILTER_MIN = '2000-01-01';
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest day a date filter accepts: a year after tomorrow in Tokyo. Ranges that end in the
 * future are normal (this month's report runs to the month's last day; a device clock may be a
 * little ahead); a day decades away is not, and never reaches the database.
 */
export function latestDateFilter(now: Date = new Date()): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS + DAY_MS + 366 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A date filter of a request (`from`, `to`): a real calendar day, YYYY-MM-DD (2026-02-30 is
 * refused by the format), from 2000-01-01 to a year after tomorrow in Tokyo. Every request date goes through
 * this one schema, so no filter reaches the database as a day it cannot turn into a time or a
 * range it would scan for nothing (`0001-01-01` once answered 500). The refusal carries
 * `params.dateRange`, which the server's validation message turns into "from … to …".
 * Answers keep ZIsoDate: a date the server reports (a machine's release day) may be older.
 */
export const ZDateFilter = ZIsoDate.superRefine((day, ctx) => {
  const max = latestDateFilter();
  if (day >= DATE_FILTER_MIN && day <= max) return;
  ctx.addIssue({
    code: 'custom',
    message: `must be a date from ${DATE_FILTER_MIN} to ${max}`,
    params: { dateRange: { min: DATE_FILTER_MIN, max } },
  });
});
