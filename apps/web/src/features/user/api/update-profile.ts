import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TUserProfile } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

const userUpdateCall = callRef('userUpdate', '/v2/app/user/update');

/** POST /v2/app/user/update: nickname, names and phone; answers the updated profile. */
export function updateProfile(payload: RequestOf<typeof userUpdateCall>): Promise<TUserProfile> {
  return callApi(userUpdateCall, payload, { silent: true });
}
