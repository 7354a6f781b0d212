import type { TBank } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const userBankCall = callRef('userBank', '/v2/app/user/bank');

/** POST /v2/app/user/bank: the banks a card can be bound at (zengin codes, OTHER for abroad). */
export function listBanks(options: RequestOptions = {}): Promise<TBank[]> {
  return callApi(userBankCall, {}, options);
}

export function useBanks() {
  return useQuery({ queryKey: ['bank-cards', 'banks'], queryFn: ({ signal }) => listBanks({ signal }), staleTime: 60 * 60_000 });
}
