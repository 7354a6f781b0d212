import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import type { TUserProfile } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/user/update: nickname, names and phone; answers the updated profile. */
export function updateProfile(payload: RequestOf<typeof calls.userUpdate>): Promise<TUserProfile> {
  return callApi(calls.userUpdate, payload, { silent: true });
}
