import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site content of every kind in one table: notices, promotions ("favorable"), banners, guide
 * sections, FAQ entries (title = question, body = answer) and activities share one shape —
 * four language variants of a title and a body, a link, an image, an order and a publish
 * window — so one writer cleans them and one query serves them (docs/decisions/0012).
 * `type` is the kind's own filter (notice type, banner position, guide topic...).
 * Bodies are HTML that went through the allow-list cleaner before they were stored.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['notice', 'promotion', 'banner', 'guide', 'faq', 'activity'] }).notNull(),
    type: text('type').notNull(),
    titleJp: text('title_jp').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    titleZh: text('title_zh').notNull().default(''),
    titleZhTW: text('title_zh_tw').notNull().default(''),
    bodyJp: text('body_jp').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    bodyZhTW: text('body_zh_tw').notNull().default(''),
    /** A same-site path (the CSP allows images from the site only). */
    imageUrl: text('image_url'),
    /** A same-site path, or an http(s)/mailto/tel address when isExternal. */
    linkUrl: text('link_url'),
    isExternal: boolean('is_external').notNull().default(false),
    /** Smaller first; ties go to the newest start. */
    sort: integer('sort').notNull().default(0),
    /** Shown from startAt (inclusive) until endAt (exclusive; null = open-ended). */
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** Off = a draft or withdrawn item, whatever its window says. */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_items_listing_idx')
      .on(t.kind, t.type, t.sort, t.startAt)
      .where(sql`${t.published}`),
  ],
);
