import * as calls from '../../../lib/http/calls.generated.ts';
import type { TKycSubmission } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

/** POST /v2/app/user/kyc/latest: the member's latest KYC submission and its status. */
export function getLatestKyc(options: RequestOptions = {}): Promise<TKycSubmission> {
  return callApi(calls.userKycLatest, {}, options);
}

export const latestKycQueryKey = ['user', 'kyc', 'latest'] as const;

export function useLatestKyc() {
  return useQuery({ queryKey: latestKycQueryKey, queryFn: ({ signal }) => getLatestKyc({ signal }), staleTime: 0 });
}
