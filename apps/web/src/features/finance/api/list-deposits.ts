import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import type { TDepositOrder, TPage } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

export type DepositListRequest = RequestOf<typeof calls.payList>;

/** POST /v2/app/pay/list: the member's deposits, newest first (paged, by status and Tokyo date). */
export function listDeposits(payload: DepositListRequest, options: RequestOptions = {}): Promise<TPage<TDepositOrder>> {
  return callApi(calls.payList, payload, options);
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
