import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { adminCall, type AdminCallDef, ZId, ZMemberRef, ZReason } from './staff-common.ts';

/** Operator calls of the KYC queue (`kyc.review`, docs/console.md). */

export const ZKycQueueItem = z.object({
  id: z.string(),
  ...ZMemberRef,
  name: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type TKycQueueItem = z.infer<typeof ZKycQueueItem>;

export const kycStaffCalls = {
  adminKycList: adminCall({
    path: '/v2/admin/kyc/list',
    auth: 'staff',
    permission: 'kyc.review',
    summary: 'KYC submissions by status (pending oldest first)',
    request: ZPageRequest.extend({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }).strict(),
    response: ZPage(ZKycQueueItem),
  }),
  adminKycImage: adminCall({
    path: '/v2/admin/kyc/image',
    auth: 'staff',
    permission: 'kyc.review',
    summary: 'One KYC photo as JPEG bytes (errors are envelopes)',
    request: z.strictObject({ id: ZId, side: z.enum(['front', 'back', 'handheld']) }),
    response: z.unknown(),
  }),
  adminKycDecide: adminCall({
    path: '/v2/admin/kyc/decide',
    auth: 'staff',
    permission: 'kyc.review',
    summary: 'Approve, or reject with a reason; the member gets a station letter',
    request: z.strictObject({ id: ZId, decision: z.enum(['approved', 'rejected']), reason: ZReason.optional() }),
    response: z.object({ item: ZKycQueueItem, changed: z.boolean() }),
  }),
} satisfies Record<string, AdminCallDef>;
