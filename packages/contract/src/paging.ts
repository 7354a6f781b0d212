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
