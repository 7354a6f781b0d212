import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ZPage, ZPageRequest } from '../paging.ts';

/**
 * Station letters: messages to one member (system letters on events) or to many (broadcasts to
 * all members or a segment). Like content, a letter carries all four content languages.
 */
export const LETTER_CATEGORIES = ['system', 'deposit', 'withdrawal', 'kyc', 'agent', 'promotion'] as const;
export const LETTER_STATUSES = ['all', 'unread', 'read'] as const;
/** How many letters one read or delete call may name. */
export const MAX_LETTER_IDS = 100;

export const ZLetterId = z.string().regex(/^\d{1,18}$/);

export const ZStationLetter = z.object({
  id: z.string(),
  category: z.enum(LETTER_CATEGORIES),
  titleJp: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  titleZhTW: z.string(),
  bodyJp: z.string(),
  bodyEn: z.string(),
  bodyZh: z.string(),
  bodyZhTW: z.string(),
  read: z.boolean(),
  sentAt: z.iso.datetime(),
});
export type TStationLetter = z.infer<typeof ZStationLetter>;

const ZUnread = z.object({ unreadCount: z.number().int().min(0) });
const ZLetterIds = z
  .array(ZLetterId)
  .min(1)
  .max(MAX_LETTER_IDS)
  .transform((ids) => [...new Set(ids)]);

const letterCall = <Req extends z.ZodType, Res extends z.ZodType>(path: string, summary: string, request: Req, response: Res) =>
  defineCall({ path, auth: 'member', module: 'letters', summary, status: 'live', request, response });

export const letterCalls = {
  stationQuery: letterCall(
    '/v2/app/station/query',
    'Your station letters, newest first (paged, all / unread / read), with the unread count',
    ZPageRequest.extend({ status: z.enum(LETTER_STATUSES).default('all') }).strict(),
    ZPage(ZStationLetter).extend(ZUnread.shape),
  ),
  stationUnread: letterCall('/v2/app/station/unread', 'How many of your letters are unread', z.strictObject({}), ZUnread),
  stationDetail: letterCall('/v2/app/station/detail', 'One of your letters', z.strictObject({ id: ZLetterId }), ZStationLetter),
  stationRead: letterCall(
    '/v2/app/station/read',
    'Mark some of your letters read; any id that is not yours is 404 and nothing changes',
    z.strictObject({ ids: ZLetterIds }),
    ZUnread,
  ),
  stationReadAll: letterCall('/v2/app/station/read/all', 'Mark all your letters read', z.strictObject({}), ZUnread),
  stationDelete: letterCall(
    '/v2/app/station/delete',
    'Remove some of your letters (from your inbox only); any id that is not yours is 404 and nothing changes',
    z.strictObject({ ids: ZLetterIds }),
    ZUnread,
  ),
};
