import * as calls from '../../../lib/http/calls.generated.ts';
import type { TBankCard } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

/** POST /v2/app/user/bank/list: the member's bound cards, the default first (withdrawal targets). */
export function listBankCards(options: RequestOptions = {}): Promise<TBankCard[]> {
  return callApi(calls.userBankList, {}, options);
}

/** Same key as the bank-card page, so binding or removing a card there shows here at once. */
export const bankCardsQueryKey = ['bank-cards', 'list'] as const;

export function useBankCards() {
  return useQuery({ queryKey: bankCardsQueryKey, queryFn: ({ signal }) => listBankCards({ signal }), staleTime: 0 });
}
