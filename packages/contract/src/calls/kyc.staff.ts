import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { adminCall, type AdminCallDef, ZId, ZMemberRef, ZReason } from './staff-common.ts';
import { KYC_IDENTITY_FIELDS, ZKycIdentityField } from './users.ts';

/** Operator calls of the KYC queue (`kyc.review`, docs/console.md). */

/** What a reviewer confirms against the documents before approving (issue 21): every item must be true to approve. */
export const KYC_CHECKLIST_ITEMS = [
  'nameMatches',
  'birthDateMatches',
  'idNumberMatches',
  'photoMatchesFace',
  'documentNotExpired',
] as const;
export type KycChecklistItem = (typeof KYC_CHECKLIST_ITEMS)[number];
export const ZKycChecklist = z.strictObject({
  nameMatches: z.boolean(),
  birthDateMatches: z.boolean(),
  idNumberMatches: z.boolean(),
  photoMatchesFace: z.boolean(),
  documentNotExpired: z.boolean(),
});
export type TKycChecklist = z.infer<typeof ZKycChecklist>;

/**
 * The member's profile as the reviewer compares it with the documents. The full ID number is
 * sent only while the submission is pending (the reviewer needs all of it); decided items carry
 * only the masked one.
 */
export const ZKycProfile = z.object({
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  /** The name's reading (kana, pinyin or Latin letters). */
  reading: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  idNumber: z.string().nullable(),
});

export const ZKycQueueItem = z.object({
  id: z.string(),
  ...ZMemberRef,
  name: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
  profile: ZKycProfile,
  status: z.enum(['pending', 'approved', 'rejected', 'more_info']),
  /** Why it was rejected, or (`more_info`) what the member was asked to change. */
  reason: z.string().nullable(),
  /** While `more_info`: the profile fields unlocked for the member (else empty). */
  requestedFields: z.array(ZKycIdentityField),
  /** What the reviewer ticked with the decision (null before a decision, and for decisions made before issue 21). */
  checklist: ZKycChecklist.nullable(),
  /** Who decided, from the audit log (null while pending). */
  reviewedBy: z.string().nullable(),
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
    request: ZPageRequest.extend({
      status: z.enum(['pending', 'approved', 'rejected', 'more_info']).default('pending'),
    }).strict(),
    response: ZPage(ZKycQueueItem),
  }),
  adminKycImage: adminCall({
    path: '/v2/admin/kyc/image',
    auth: 'staff',
    permission: 'kyc.review',
    summary: 'One KYC photo at full size as JPEG bytes (errors are envelopes); every view is audited as kyc.image.view',
    request: z.strictObject({ id: ZId, side: z.enum(['front', 'back', 'handheld']) }),
    response: z.unknown(),
  }),
  adminKycDecide: adminCall({
    path: '/v2/admin/kyc/decide',
    auth: 'staff',
    permission: 'kyc.review',
    summary:
      'Approve (the profile needs legal name, birth date and ID number; every checklist item true), reject with a reason, or ask for more information (a reason and the profile fields to unlock); the member gets a station letter',
    request: z.strictObject({
      id: ZId,
      decision: z.enum(['approved', 'rejected', 'more_info']),
      reason: ZReason.optional(),
      /** `more_info`: the profile fields the member may change before sending it again (at least one). */
      fields: z.array(ZKycIdentityField).min(1).max(KYC_IDENTITY_FIELDS.length).optional(),
      /** Required to approve (all true); a rejection may carry what was checked. */
      checklist: ZKycChecklist.optional(),
    }),
    response: z.object({ item: ZKycQueueItem, changed: z.boolean() }),
  }),
} satisfies Record<string, AdminCallDef>;
