import type { TBankCard } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const userBankListCall = callRef('userBankList', '/v2/app/user/bank/list');

/** POST /v2/app/user/bank/list: the member's bound cards, the default first (withdrawal targets). */
export function listBankCards(options: RequestOptions = {}): Promise<TBankCard[]> {
  return callApi(userBankListCall, {}, options);
}

/** Same key as the bank-card page, so binding or removing a card there shows here at once. */
export const bankCardsQueryKey = ['bank-cards', 'list'] as const;

export function useBankCards() {
  return useQuery({ queryKey: bankCardsQueryKey, queryFn: ({ signal }) => listBankCards({ signal }), staleTime: 0 });
}
