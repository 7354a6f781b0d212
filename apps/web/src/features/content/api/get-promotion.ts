import { contentCalls, type RequestOf } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

export type PromotionRequest = RequestOf<typeof contentCalls.favorableDetail>;

/** POST /v2/app/favorable/detail: one published promotion. */
export function getPromotion(payload: PromotionRequest, options: RequestOptions = {}) {
  return callApi(contentCalls.favorableDetail, payload, options);
}

export const promotionQueryKey = (payload: PromotionRequest) => ['content', 'favorableDetail', payload] as const;

/** Shown in place when it is gone (silent: no toast); a minute of freshness as for lists. */
export function usePromotion(payload: PromotionRequest) {
  return useQuery({
    queryKey: promotionQueryKey(payload),
    queryFn: ({ signal }) => getPromotion(payload, { signal, silent: true }),
    staleTime: 60_000,
  });
}
