import type { TPage } from '@amigo/contract';

export interface PageInput {
  pageNum: number;
  pageSize: number;
}

export function offsetOf(page: PageInput): number {
  return (page.pageNum - 1) * page.pageSize;
}

export function pageOf<T>(list: T[], total: number, page: PageInput): TPage<T> {
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

export const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** An admin call's request: the staff member acting, from where, and when. */
export interface Actor {
  staff: { id: bigint; username: string };
  ip: string | null;
  now: Date;
}
