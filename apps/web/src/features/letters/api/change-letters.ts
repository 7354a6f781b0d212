import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import { unreadCountQueryKey } from './get-unread-count.ts';
import { replaceQueryData } from '../../../lib/query-client.ts';

const stationDeleteCall = callRef('stationDelete', '/v2/app/station/delete');
const stationReadCall = callRef('stationRead', '/v2/app/station/read');
const stationReadAllCall = callRef('stationReadAll', '/v2/app/station/read/all');

type Change = { action: 'read'; ids: string[] } | { action: 'readAll' } | { action: 'delete'; ids: string[] };

/** POST /v2/app/station/read, /read/all or /delete: each answers the new unread count. */
export function changeLetters(change: Change) {
  if (change.action === 'readAll') return callApi(stationReadAllCall, {});
  if (change.action === 'read') return callApi(stationReadCall, { ids: change.ids });
  return callApi(stationDeleteCall, { ids: change.ids });
}

/** After a change the badge takes the count from the answer at once; lists and details reload. */
export function useChangeLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLetters,
    onSuccess: async (data) => {
      await replaceQueryData(queryClient, unreadCountQueryKey, data);
      await queryClient.invalidateQueries({ queryKey: ['letters'], predicate: (q) => q.queryKey[1] !== 'unread' });
    },
  });
}
