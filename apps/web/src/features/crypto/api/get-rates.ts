import * as calls from '../../../lib/http/calls.generated.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/cpp/coins/rate: JPY per coin (stale flags the last good value). */
export function useCryptoRates() {
  return useQuery({
    queryKey: ['crypto', 'rates'],
    queryFn: ({ signal }) => callApi(calls.coinsRate, { currency: 'JPY' }, { signal, silent: true }),
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: false,
  });
}
