import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const stationQueryCall = callRef('stationQuery', '/v2/app/station/query');

export type LetterListRequest = RequestOf<typeof stationQueryCall>;

/** POST /v2/app/station/query: the member's letters, newest first (paged, by read state), with the unread count. */
export function listLetters(payload: LetterListRequest, options: RequestOptions = {}) {
  return callApi(stationQueryCall, payload, options);
}

/** Everything about letters lives under ['letters'], so one invalidation after a change refreshes the lists and the badge. */
export const lettersQueryKey = (payload: LetterListRequest) => ['letters', 'list', payload] as const;

export function useLetters(payload: LetterListRequest, enabled: boolean) {
  return useQuery({
    queryKey: lettersQueryKey(payload),
    queryFn: ({ signal }) => listLetters(payload, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
