import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const noticeQueryCall = callRef('noticeQuery', '/v2/app/notice/query');

export type NoticeListRequest = RequestOf<typeof noticeQueryCall>;

/** POST /v2/app/notice/query: published notices, in order (paged, by type). */
export function listNotices(payload: NoticeListRequest, options: RequestOptions = {}) {
  return callApi(noticeQueryCall, payload, options);
}

export const noticesQueryKey = (payload: NoticeListRequest) => ['content', 'noticeQuery', payload] as const;

/** Content changes rarely: a minute of freshness saves a call on every back-and-forth. */
export function useNotices(payload: NoticeListRequest) {
  return useQuery({
    queryKey: noticesQueryKey(payload),
    queryFn: ({ signal }) => listNotices(payload, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
