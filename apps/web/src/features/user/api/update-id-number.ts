import * as calls from '../../../lib/http/calls.generated.ts';
import type { TUserProfile } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/user/update/idNumber: the ID document number (refused once KYC is approved). */
export function updateIdNumber(idNumber: string): Promise<TUserProfile> {
  return callApi(calls.userUpdateIdNumber, { idNumber }, { silent: true });
}
