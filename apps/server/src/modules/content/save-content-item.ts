import { CONTENT_TYPES, ZContentItemWrite, type TContentItem, type TContentItemWrite } from '@amigo/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentItems } from './schema.ts';
import { AppError } from '../../http/app-error.ts';
import { normalizeImage, normalizeLink } from './content-links.ts';
import { toContentItem } from './queries.ts';
import { plainText, sanitizeRichText } from './sanitize-rich-text.ts';

const SUFFIXES = ['Jp', 'En', 'Zh', 'ZhTW'] as const;

function invalid(field: string, messageKey: 'validation.invalidValue' | 'validation.required' = 'validation.invalidValue') {
  return new AppError('INVALID_INPUT', { field, messageKey, params: { field } });
}

/**
 * Creates an item, or replaces item `id` (the operator console's content editor will call
 * this; the demo seed does now). Input is checked by the contract's schema, bodies are cleaned
 * through the allow-list, titles lose any markup, the link decides `isExternal` itself, and
 * the window must end after it starts. The item is stored exactly as visitors will get it.
 */
export async function saveContentItem(db: Db, input: { id?: bigint; item: TContentItemWrite; now: Date }): Promise<TContentItem> {
  const parsed = ZContentItemWrite.safeParse(input.item);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.path.join('.') || 'item');
  const item = parsed.data;
  if (!(CONTENT_TYPES[item.kind] as readonly string[]).includes(item.type)) throw invalid('type');
  const startAt = new Date(item.startAt);
  const endAt = item.endAt ? new Date(item.endAt) : null;
  if (endAt && endAt <= startAt) throw invalid('endAt');

  const values = {
    kind: item.kind,
    type: item.type,
    imageUrl: normalizeImage(item.imageUrl),
    ...normalizeLink(item.linkUrl),
    sort: item.sort,
    startAt,
    endAt,
    published: item.published,
    updatedAt: input.now,
  } as typeof contentItems.$inferInsert;
  for (const suffix of SUFFIXES) {
    values[`title${suffix}`] = plainText(item.title[suffix]);
    values[`body${suffix}`] = sanitizeRichText(item.body[suffix]);
  }
  if (!values.titleJp) throw invalid('title.Jp', 'validation.required');

  if (input.id === undefined) {
    const [row] = await db.insert(contentItems).values(values).returning();
    return toContentItem(row!);
  }
  const [row] = await db.update(contentItems).set(values).where(eq(contentItems.id, input.id)).returning();
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return toContentItem(row);
}
