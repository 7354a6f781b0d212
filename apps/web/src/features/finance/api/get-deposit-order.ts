import type { TDepositOrder } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const payQueryCall = callRef('payQuery', '/v2/app/pay/query');

/** POST /v2/app/pay/query: one of the member's deposit orders. */
export function getDepositOrder(orderSn: string, options: RequestOptions = {}): Promise<TDepositOrder> {
  return callApi(payQueryCall, { orderSn }, options);
}

export const depositOrderQueryKey = (orderSn: string) => ['wallet', 'deposit', orderSn] as const;

/**
 * The order a page is following (after the checkout returned, or a manual transfer). While a
 * paid checkout's webhook may still be on its way, it is asked again a few times.
 */
export function useDepositOrder(orderSn: string | null, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: depositOrderQueryKey(orderSn ?? ''),
    queryFn: ({ signal }) => getDepositOrder(orderSn!, { signal }),
    enabled: orderSn !== null,
    staleTime: 0,
    refetchInterval: (query) => {
      if (!poll || query.state.data?.status !== 'pending') return false;
      return query.state.dataUpdateCount < 10 ? 1500 : false;
    },
  });
}
