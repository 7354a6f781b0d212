import type { TKycRequirements } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const userKycRequirementsCall = callRef('userKycRequirements', '/v2/app/user/kyc/requirements');

/** POST /v2/app/user/kyc/requirements: what the KYC rules ask of the member now (KYC, the withdrawal turnover). */
export function getKycRequirements(options: RequestOptions = {}): Promise<TKycRequirements> {
  return callApi(userKycRequirementsCall, {}, options);
}

export const kycRequirementsQueryKey = ['wallet', 'kyc-requirements'] as const;

/** Read again after every deposit, round and withdrawal (staleTime 0): the turnover moves with them. */
export function useKycRequirements() {
  return useQuery({ queryKey: kycRequirementsQueryKey, queryFn: ({ signal }) => getKycRequirements({ signal }), staleTime: 0 });
}
