import { GUIDE_TOPICS, type ContentKind, type TContentItem, type TPage } from '@amigo/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentItems } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { listOrder, toContentItem, visibleNow } from './queries.ts';

/** Lists without paging (banners, guide, FAQ) are short by nature; this bound keeps them so. */
const MAX_UNPAGED = { banner: 20, guide: 200, faq: 200 } as const;

/** A page of the visible items of a kind (notices, promotions, activities). */
export async function listContentPage(
  db: Db,
  input: { kind: ContentKind; type?: string | undefined; pageNum: number; pageSize: number; now: Date },
): Promise<TPage<TContentItem>> {
  const where = visibleNow(input.kind, input.now, input.type);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentItems)
      .where(where)
      .orderBy(...listOrder)
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { list: rows.map(toContentItem), total: total?.n ?? 0, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** All visible banners of a position, in order. */
export async function listBanners(db: Db, input: { position: string; now: Date }): Promise<TContentItem[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(visibleNow('banner', input.now, input.position))
    .orderBy(...listOrder)
    .limit(MAX_UNPAGED.banner);
  return rows.map(toContentItem);
}

/** Guide sections or FAQ entries, grouped by topic in tab order (GUIDE_TOPICS), then in their own order. */
export async function listByTopic(
  db: Db,
  input: { kind: 'guide' | 'faq'; topic?: string | undefined; now: Date },
): Promise<TContentItem[]> {
  const rows = await db
    .select()
    .from(contentItems)
    .where(visibleNow(input.kind, input.now, input.topic))
    .orderBy(...listOrder)
    .limit(MAX_UNPAGED[input.kind]);
  const rank = (type: string) => {
    const index = (GUIDE_TOPICS as readonly string[]).indexOf(type);
    return index === -1 ? GUIDE_TOPICS.length : index;
  };
  // A stable sort keeps the database order inside each topic.
  return rows.sort((a, b) => rank(a.type) - rank(b.type)).map(toContentItem);
}

/** One visible item; a draft, an item outside its window, another kind or an unknown id are all 404. */
export async function getContentItem(db: Db, input: { kind: ContentKind; id: string; now: Date }): Promise<TContentItem> {
  const [row] = await db
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, BigInt(input.id)), visibleNow(input.kind, input.now)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return toContentItem(row);
}
