import type { TKycSubmission } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const userKycResubmitCall = callRef('userKycResubmit', '/v2/app/user/kyc/resubmit');

/** POST /v2/app/user/kyc/resubmit: sends a submission the reviewer asked about back for review (pending again). */
export function resubmitKyc(): Promise<TKycSubmission> {
  return callApi(userKycResubmitCall, {}, { silent: true });
}
