import type { TCryptoNetwork } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const coinsDepositAddressCall = callRef('coinsDepositAddress', '/v2/cpp/coins/deposit/address');

/** POST /v2/cpp/coins/deposit/address: the member's own address for a coin on a network (never changes). */
export function useDepositAddress(coin: string | undefined, network: TCryptoNetwork | undefined) {
  return useQuery({
    queryKey: ['crypto', 'address', coin, network],
    queryFn: ({ signal }) => callApi(coinsDepositAddressCall, { coin: coin!, network: network! }, { signal }),
    enabled: Boolean(coin && network),
    staleTime: Infinity,
  });
}
