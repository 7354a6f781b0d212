import * as calls from '../../../lib/http/calls.generated.ts';
import type { TCoin } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/cpp/coins: coins and their networks (bounds, fee, confirmations, explorer). */
export function useCoins() {
  return useQuery({
    queryKey: ['crypto', 'coins'],
    queryFn: async ({ signal }): Promise<TCoin[]> => (await callApi(calls.coins, {}, { signal })).coins,
    staleTime: 5 * 60_000,
  });
}
