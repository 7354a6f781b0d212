import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const stationUnreadCall = callRef('stationUnread', '/v2/app/station/unread');

/** POST /v2/app/station/unread: how many of the member's letters are unread. */
export function getUnreadCount(options: RequestOptions = {}) {
  return callApi(stationUnreadCall, {}, options);
}

export const unreadCountQueryKey = ['letters', 'unread'] as const;

/** The header badge: asked on sign-in, when a letter changes, and every two minutes while the page is open. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadCountQueryKey,
    // Silent: a badge that could not refresh is not worth a toast.
    queryFn: ({ signal }) => getUnreadCount({ signal, silent: true }),
    enabled,
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}
