import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const bannerQueryCall = callRef('bannerQuery', '/v2/app/banner/query');

export type BannerListRequest = RequestOf<typeof bannerQueryCall>;

/** POST /v2/app/banner/query: the banners of one position, in order. */
export function listBanners(payload: BannerListRequest, options: RequestOptions = {}) {
  return callApi(bannerQueryCall, payload, options);
}

export const bannersQueryKey = (payload: BannerListRequest) => ['content', 'bannerQuery', payload] as const;

/** Content changes rarely: a minute of freshness saves a call on every back-and-forth. */
export function useBanners(payload: BannerListRequest) {
  return useQuery({
    queryKey: bannersQueryKey(payload),
    queryFn: ({ signal }) => listBanners(payload, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
