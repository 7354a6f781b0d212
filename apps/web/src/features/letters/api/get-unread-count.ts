import * as calls from '../../../lib/http/calls.generated.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

/** POST /v2/app/station/unread: how many of the member's letters are unread. */
export function getUnreadCount(options: RequestOptions = {}) {
  return callApi(calls.stationUnread, {}, options);
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
