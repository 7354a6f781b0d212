import type { TUserProfile } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const userUpdateIdNumberCall = callRef('userUpdateIdNumber', '/v2/app/user/update/idNumber');

/** POST /v2/app/user/update/idNumber: the ID document number (refused once KYC is approved). */
export function updateIdNumber(idNumber: string): Promise<TUserProfile> {
  return callApi(userUpdateIdNumberCall, { idNumber }, { silent: true });
}
