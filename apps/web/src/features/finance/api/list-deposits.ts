import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TDepositOrder, TPage } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const payListCall = callRef('payList', '/v2/app/pay/list');

export type DepositListRequest = RequestOf<typeof payListCall>;

/** POST /v2/app/pay/list: the member's deposits, newest first (paged, by status and Tokyo date). */
export function listDeposits(payload: DepositListRequest, options: RequestOptions = {}): Promise<TPage<TDepositOrder>> {
  return callApi(payListCall, payload, options);
}

export const depositsQueryKey = (payload: DepositListRequest) => ['wallet', 'deposits', payload] as const;

/** Always asked again when a page shows it: balances and statuses move. */
export function useDeposits(payload: DepositListRequest) {
  return useQuery({
    queryKey: depositsQueryKey(payload),
    queryFn: ({ signal }) => listDeposits(payload, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
