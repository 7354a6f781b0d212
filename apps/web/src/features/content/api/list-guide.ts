import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const guideQueryCall = callRef('guideQuery', '/v2/app/guide/query');

export type GuideRequest = RequestOf<typeof guideQueryCall>;

/** POST /v2/app/guide/query: guide sections in tab order. */
export function listGuide(payload: GuideRequest, options: RequestOptions = {}) {
  return callApi(guideQueryCall, payload, options);
}

export const guideQueryKey = (payload: GuideRequest) => ['content', 'guideQuery', payload] as const;

/** Content changes rarely: a minute of freshness saves a call on every back-and-forth. */
export function useGuide(payload: GuideRequest) {
  return useQuery({
    queryKey: guideQueryKey(payload),
    queryFn: ({ signal }) => listGuide(payload, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
