import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const noticeDetailCall = callRef('noticeDetail', '/v2/app/notice/detail');

export type NoticeRequest = RequestOf<typeof noticeDetailCall>;

/** POST /v2/app/notice/detail: one published notice (404 once it is withdrawn or over). */
export function getNotice(payload: NoticeRequest, options: RequestOptions = {}) {
  return callApi(noticeDetailCall, payload, options);
}

export const noticeQueryKey = (payload: NoticeRequest) => ['content', 'noticeDetail', payload] as const;

/** Shown in place when it is gone (silent: no toast); a minute of freshness as for lists. */
export function useNotice(payload: NoticeRequest) {
  return useQuery({
    queryKey: noticeQueryKey(payload),
    queryFn: ({ signal }) => getNotice(payload, { signal, silent: true }),
    staleTime: 60_000,
  });
}
