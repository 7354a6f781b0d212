import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ZPage, ZPageRequest } from '../paging.ts';

/**
 * Site content (notices, promotions, banners, guide, FAQ, activities) and countries.
 * Every item carries all four content languages (SPEC §1 suffixes Jp, En, Zh, ZhTW); the
 * client picks the one for its language. Bodies are rich text (HTML) that the server has
 * already cleaned through an allow-list when it was written.
 */
export const CONTENT_KINDS = ['notice', 'promotion', 'banner', 'guide', 'faq', 'activity'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The `type` each kind accepts: the filter of its query call. */
export const NOTICE_TYPES = ['general', 'maintenance', 'event', 'payment'] as const;
export const PROMOTION_TYPES = ['newcomer', 'deposit', 'daily', 'vip'] as const;
export const BANNER_POSITIONS = ['home', 'activity'] as const;
/** Guide and FAQ topics, in tab order: `/game/guide/:tabIndex` is an index into this list. */
export const GUIDE_TOPICS = ['deposits', 'withdrawals', 'games', 'agents', 'accounts'] as const;
export const ACTIVITY_TYPES = ['event', 'tournament', 'campaign'] as const;

export const CONTENT_TYPES = {
  notice: NOTICE_TYPES,
  promotion: PROMOTION_TYPES,
  banner: BANNER_POSITIONS,
  guide: GUIDE_TOPICS,
  faq: GUIDE_TOPICS,
  activity: ACTIVITY_TYPES,
} as const satisfies Record<ContentKind, readonly string[]>;

export const CONTENT_TITLE_MAX = 200;
/** Raw HTML accepted on write, before cleaning. */
export const CONTENT_BODY_MAX = 20_000;

export const ZContentId = z.string().regex(/^\d{1,18}$/);

const localized = <K extends string>(field: K) =>
  ({
    [`${field}Jp`]: z.string(),
    [`${field}En`]: z.string(),
    [`${field}Zh`]: z.string(),
    [`${field}ZhTW`]: z.string(),
  }) as Record<`${K}${'Jp' | 'En' | 'Zh' | 'ZhTW'}`, z.ZodString>;

/**
 * One published item. `sort` orders items (smaller first), then the newest `startAt`.
 * `linkUrl` is a same-site path (`/game/promotion?id=3`) or, when `isExternal`, an http(s),
 * mailto or tel address (SPEC §5). `imageUrl` is always a same-site path.
 */
export const ZContentItem = z.object({
  id: z.string(),
  type: z.string(),
  ...localized('title'),
  ...localized('body'),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  isExternal: z.boolean(),
  sort: z.number().int(),
  startAt: z.iso.datetime(),
  endAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TContentItem = z.infer<typeof ZContentItem>;

/** A country for phone numbers and addresses: ISO 3166-1 alpha-2, dialing code, names. */
export const ZCountry = z.object({
  code: z.string().length(2),
  /** With the plus sign, e.g. "+81". */
  dialCode: z.string(),
  ...localized('name'),
});
export type TCountry = z.infer<typeof ZCountry>;

const ZLocalizedWrite = (max: number) =>
  z.strictObject({
    Jp: z.string().max(max).default(''),
    En: z.string().max(max).default(''),
    Zh: z.string().max(max).default(''),
    ZhTW: z.string().max(max).default(''),
  });

/**
 * Writing an item (the internal use case the operator console will call). The body is
 * cleaned on the server; the type must be one of the kind's types; `isExternal` is derived
 * from the link. Japanese, the source language, must have a title.
 */
export const ZContentItemWrite = z.strictObject({
  kind: z.enum(CONTENT_KINDS),
  type: z.string().max(30),
  title: ZLocalizedWrite(CONTENT_TITLE_MAX),
  body: ZLocalizedWrite(CONTENT_BODY_MAX).default({ Jp: '', En: '', Zh: '', ZhTW: '' }),
  imageUrl: z.string().max(300).nullable().default(null),
  linkUrl: z.string().max(500).nullable().default(null),
  sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }).nullable().default(null),
  published: z.boolean().default(true),
});
export type TContentItemWrite = z.input<typeof ZContentItemWrite>;

/**
 * What the server notices in an item without refusing it. `UNKNOWN_MACHINE`: the item names a
 * machine (a model name, a machine number, or a name introduced as a machine) that is not on the
 * hall floor; `field` says where (`title.Jp`, `body.En`…).
 */
export const ZContentWarning = z.object({
  kind: z.enum(['UNKNOWN_MACHINE']),
  name: z.string(),
  field: z.string(),
});
export type TContentWarning = z.infer<typeof ZContentWarning>;

const contentCall = <Req extends z.ZodType, Res extends z.ZodType>(path: string, summary: string, request: Req, response: Res) =>
  defineCall({ path, auth: 'public', module: 'content', summary, status: 'live', request, response });

const ZDetail = z.strictObject({ id: ZContentId });

export const contentCalls = {
  noticeQuery: contentCall(
    '/v2/app/notice/query',
    'Published notices, by order then newest first (paged, by type)',
    ZPageRequest.extend({ type: z.enum(NOTICE_TYPES).optional() }).strict(),
    ZPage(ZContentItem),
  ),
  noticeDetail: contentCall('/v2/app/notice/detail', 'One published notice', ZDetail, ZContentItem),
  favorableQuery: contentCall(
    '/v2/app/favorable/query',
    'Published promotions (paged, by type)',
    ZPageRequest.extend({ type: z.enum(PROMOTION_TYPES).optional() }).strict(),
    ZPage(ZContentItem),
  ),
  favorableDetail: contentCall('/v2/app/favorable/detail', 'One published promotion', ZDetail, ZContentItem),
  bannerQuery: contentCall(
    '/v2/app/banner/query',
    'Published banners of one position, in order (at most 20)',
    z.strictObject({ position: z.enum(BANNER_POSITIONS).default('home') }),
    z.array(ZContentItem).max(20),
  ),
  activityQuery: contentCall(
    '/v2/app/activity/query',
    'Published activities (paged, by type)',
    ZPageRequest.extend({ type: z.enum(ACTIVITY_TYPES).optional() }).strict(),
    ZPage(ZContentItem),
  ),
  guideQuery: contentCall(
    '/v2/app/guide/query',
    'Guide sections, by topic (type) then order (at most 200)',
    z.strictObject({ topic: z.enum(GUIDE_TOPICS).optional() }),
    z.array(ZContentItem).max(200),
  ),
  faqQuery: contentCall(
    '/v2/app/faq/query',
    'FAQ entries (title = question, body = answer), by topic then order (at most 200)',
    z.strictObject({ topic: z.enum(GUIDE_TOPICS).optional() }),
    z.array(ZContentItem).max(200),
  ),
  country: contentCall(
    '/v2/app/country',
    'Countries: ISO code, dialing code and names, by ISO code',
    z.strictObject({}),
    z.array(ZCountry),
  ),
};
