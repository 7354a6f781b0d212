import type { TKycSubmission } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const userKycLatestCall = callRef('userKycLatest', '/v2/app/user/kyc/latest');

/** POST /v2/app/user/kyc/latest: the member's latest KYC submission and its status. */
export function getLatestKyc(options: RequestOptions = {}): Promise<TKycSubmission> {
  return callApi(userKycLatestCall, {}, options);
}

export const latestKycQueryKey = ['user', 'kyc', 'latest'] as const;

export function useLatestKyc() {
  return useQuery({ queryKey: latestKycQueryKey, queryFn: ({ signal }) => getLatestKyc({ signal }), staleTime: 0 });
}
