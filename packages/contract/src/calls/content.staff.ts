import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { CONTENT_KINDS, ZContentItem, ZContentItemWrite, ZContentWarning } from './content.ts';
import { adminCall, type AdminCallDef, ZId } from './staff-common.ts';

/** Operator calls of the content editor (`content.write`, docs/console.md). */

export const ZAdminContentItem = ZContentItem.extend({ kind: z.enum(CONTENT_KINDS), published: z.boolean() });
export type TAdminContentItem = z.infer<typeof ZAdminContentItem>;

/** Banner and content images: JPEG, PNG or WebP up to 10 MB in, stored re-encoded as WebP. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ZContentImage = z.object({
  /** A same-site path to put in `imageUrl`. */
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type TContentImage = z.infer<typeof ZContentImage>;

export const contentStaffCalls = {
  adminContentList: adminCall({
    path: '/v2/admin/content/list',
    auth: 'staff',
    permission: 'content.write',
    summary: 'Content items of a kind, drafts and past windows included, newest first',
    request: ZPageRequest.extend({ kind: z.enum(CONTENT_KINDS) }).strict(),
    response: ZPage(ZAdminContentItem),
  }),
  adminContentSave: adminCall({
    path: '/v2/admin/content/save',
    auth: 'staff',
    permission: 'content.write',
    summary:
      'Creates or replaces a content item (cleaned by the content module); warnings name machines the item mentions that are not on the floor (saved all the same)',
    request: z.strictObject({ id: ZId.optional(), item: ZContentItemWrite }),
    response: ZAdminContentItem.extend({ warnings: z.array(ZContentWarning) }),
  }),
  adminContentCheck: adminCall({
    path: '/v2/admin/content/check',
    auth: 'staff',
    permission: 'content.write',
    summary: 'Checks a draft without saving it: the machines its titles and bodies name that are not on the floor',
    request: z.strictObject({ item: ZContentItemWrite.pick({ title: true, body: true }) }),
    response: z.object({ warnings: z.array(ZContentWarning) }),
  }),
  adminContentImageUpload: adminCall({
    path: '/v2/admin/content/image/upload',
    auth: 'staff',
    permission: 'content.write',
    summary:
      'multipart/form-data with one file field `image` (JPEG, PNG or WebP, 10 MB at most): re-encoded as WebP, served at the returned imageUrl',
    request: z.unknown(),
    response: ZContentImage,
  }),
} satisfies Record<string, AdminCallDef>;
