import * as calls from '../../../lib/http/calls.generated.ts';
import type { TBankCard } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

/** POST /v2/app/user/bank/list: the member's cards, the default first, each by its last four digits. */
export function listBankCards(options: RequestOptions = {}): Promise<TBankCard[]> {
  return callApi(calls.userBankList, {}, options);
}

/** Shared with the withdrawal page, which lists the same cards. */
export const bankCardsQueryKey = ['bank-cards', 'list'] as const;

export function useBankCards() {
  return useQuery({ queryKey: bankCardsQueryKey, queryFn: ({ signal }) => listBankCards({ signal }), staleTime: 0 });
}
