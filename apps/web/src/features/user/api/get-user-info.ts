import type { TUserProfile } from '@amigo/contract';
import type { RequestOptions } from '../../../lib/http/client.ts';
import { fetchProfile } from '../../../lib/session/profile.ts';

/**
 * POST /v2/app/user/info: the signed-in member's profile. The session keeps it (lib/session);
 * the route guard and the sign-in forms load it through `loadProfile`.
 */
export function getUserInfo(options: RequestOptions = {}): Promise<TUserProfile> {
  return fetchProfile(options);
}
