import type { TBankCard } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const userBankListCall = callRef('userBankList', '/v2/app/user/bank/list');

/** POST /v2/app/user/bank/list: the member's cards, the default first, each by its last four digits. */
export function listBankCards(options: RequestOptions = {}): Promise<TBankCard[]> {
  return callApi(userBankListCall, {}, options);
}

/** Shared with the withdrawal page, which lists the same cards. */
export const bankCardsQueryKey = ['bank-cards', 'list'] as const;

export function useBankCards() {
  return useQuery({ queryKey: bankCardsQueryKey, queryFn: ({ signal }) => listBankCards({ signal }), staleTime: 0 });
}
