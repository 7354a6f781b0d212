import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const favorableQueryCall = callRef('favorableQuery', '/v2/app/favorable/query');

export type PromotionListRequest = RequestOf<typeof favorableQueryCall>;

/** POST /v2/app/favorable/query: published promotions (paged, by type). */
export function listPromotions(payload: PromotionListRequest, options: RequestOptions = {}) {
  return callApi(favorableQueryCall, payload, options);
}

export const promotionsQueryKey = (payload: PromotionListRequest) => ['content', 'favorableQuery', payload] as const;

/** Content changes rarely: a minute of freshness saves a call on every back-and-forth. */
export function usePromotions(payload: PromotionListRequest) {
  return useQuery({
    queryKey: promotionsQueryKey(payload),
    queryFn: ({ signal }) => listPromotions(payload, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
