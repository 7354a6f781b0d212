import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const favorableDetailCall = callRef('favorableDetail', '/v2/app/favorable/detail');

export type PromotionRequest = RequestOf<typeof favorableDetailCall>;

/** POST /v2/app/favorable/detail: one published promotion. */
export function getPromotion(payload: PromotionRequest, options: RequestOptions = {}) {
  return callApi(favorableDetailCall, payload, options);
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
