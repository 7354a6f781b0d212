import type { TCoin } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const coinsCall = callRef('coins', '/v2/cpp/coins');

/** POST /v2/cpp/coins: coins and their networks (bounds, fee, confirmations, explorer). */
export function useCoins() {
  return useQuery({
    queryKey: ['crypto', 'coins'],
    queryFn: async ({ signal }): Promise<TCoin[]> => (await callApi(coinsCall, {}, { signal })).coins,
    staleTime: 5 * 60_000,
  });
}
