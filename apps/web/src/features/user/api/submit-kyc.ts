import { ZKycSubmission, type KYC_SIDES, type TKycSubmission } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { postForm } from '../../../lib/http/client.ts';

const userKycAddCall = callRef('userKycAdd', '/v2/app/user/kyc/add');

export type KycSide = (typeof KYC_SIDES)[number];

/**
 * POST /v2/app/user/kyc/add as multipart/form-data: the files front, back and handheld
 * (JPEG, PNG or WebP, at most 10 MB each). Answers the new submission (pending).
 */
export async function submitKyc(files: Record<KycSide, File>): Promise<TKycSubmission> {
  const form = new FormData();
  for (const [side, file] of Object.entries(files)) form.append(side, file, file.name);
  const data = await postForm(userKycAddCall.path, form, { silent: true });
  return ZKycSubmission.parse(data);
}
