import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const coinsRateCall = callRef('coinsRate', '/v2/cpp/coins/rate');

/** POST /v2/cpp/coins/rate: JPY per coin (stale flags the last good value). */
export function useCryptoRates() {
  return useQuery({
    queryKey: ['crypto', 'rates'],
    queryFn: ({ signal }) => callApi(coinsRateCall, { currency: 'JPY' }, { signal, silent: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });
}
