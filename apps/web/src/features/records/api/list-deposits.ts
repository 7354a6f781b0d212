import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TDepositOrder, TPage } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const payListCall = callRef('payList', '/v2/app/pay/list');

export type DepositListRequest = RequestOf<typeof payListCall>;

/** POST /v2/app/pay/list: the member's deposits, newest first, by status and Tokyo date range. */
export function listDeposits(payload: DepositListRequest, options: RequestOptions = {}): Promise<TPage<TDepositOrder>> {
  return callApi(payListCall, payload, options);
}

/** Under ['wallet', 'deposits'] like the deposit page's list, so a new deposit refreshes both. */
export function useDepositRecords(payload: DepositListRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['wallet', 'deposits', payload],
    queryFn: ({ signal }) => listDeposits(payload, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
