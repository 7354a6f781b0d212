import * as calls from '../../../lib/http/calls.generated.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';
import { unreadCountQueryKey } from './get-unread-count.ts';

type Change = { action: 'read'; ids: string[] } | { action: 'readAll' } | { action: 'delete'; ids: string[] };

/** POST /v2/app/station/read, /read/all or /delete: each answers the new unread count. */
export function changeLetters(change: Change) {
  if (change.action === 'readAll') return callApi(calls.stationReadAll, {});
  if (change.action === 'read') return callApi(calls.stationRead, { ids: change.ids });
  return callApi(calls.stationDelete, { ids: change.ids });
}

/** After a change the badge takes the count from the answer at once; lists and details reload. */
export function useChangeLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLetters,
    onSuccess: async (data) => {
      queryClient.setQueryData(unreadCountQueryKey, data);
      await queryClient.invalidateQueries({ queryKey: ['letters'], predicate: (q) => q.queryKey[1] !== 'unread' });
    },
  });
}
