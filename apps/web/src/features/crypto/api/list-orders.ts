import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const coinsOrdersCall = callRef('coinsOrders', '/v2/cpp/coins/orders');

export type CryptoOrdersRequest = RequestOf<typeof coinsOrdersCall>;

/** POST /v2/cpp/coins/orders: the member's crypto deposits and withdrawals, newest first; polled while shown. */
export function useCryptoOrders(payload: CryptoOrdersRequest, options: { pollMs?: number } = {}) {
  return useQuery({
    queryKey: ['crypto', 'orders', payload],
    queryFn: ({ signal }) => callApi(coinsOrdersCall, payload, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    ...(options.pollMs ? { refetchInterval: options.pollMs } : {}),
  });
}
