import type { ContentKind, TContentItem } from '@amigo/contract';
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { contentItems } from './schema.ts';

export type ContentRow = typeof contentItems.$inferSelect;

/** Items of a kind that a visitor may see at `now`: published and inside their window. */
export function visibleNow(kind: ContentKind, now: Date, type?: string): SQL {
  return and(
    eq(contentItems.kind, kind),
    eq(contentItems.published, true),
    lte(contentItems.startAt, now),
    or(isNull(contentItems.endAt), gt(contentItems.endAt, now)),
    ...(type ? [eq(contentItems.type, type)] : []),
  )!;
}

/** The order of every list: the operator's order (smaller first), then the newest start, then the newest id. */
export const listOrder = [asc(contentItems.sort), desc(contentItems.startAt), desc(contentItems.id)];

export function toContentItem(row: ContentRow): TContentItem {
  return {
    id: String(row.id),
    type: row.type,
    titleJp: row.titleJp,
    titleEn: row.titleEn,
    titleZh: row.titleZh,
    titleZhTW: row.titleZhTW,
    bodyJp: row.bodyJp,
    bodyEn: row.bodyEn,
    bodyZh: row.bodyZh,
    bodyZhTW: row.bodyZhTW,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    isExternal: row.isExternal,
    sort: row.sort,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
