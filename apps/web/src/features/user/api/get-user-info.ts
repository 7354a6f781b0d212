import { calls, type TUserProfile } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';
import { getToken } from '../../../lib/storage/local-storage.ts';

/** POST /v2/app/user/info: the signed-in member's profile (checked against the contract's schema). */
export function getUserInfo(options: RequestOptions = {}): Promise<TUserProfile> {
  return callApi(calls.userInfo, {}, options);
}

export const userInfoQueryKey = ['user', 'info'] as const;

export function useUserInfo() {
  return useQuery({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => getUserInfo({ signal }),
    enabled: getToken() !== null,
  });
}
