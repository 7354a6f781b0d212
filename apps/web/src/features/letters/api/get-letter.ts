import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const stationDetailCall = callRef('stationDetail', '/v2/app/station/detail');

/** POST /v2/app/station/detail: one of the member's letters (404 for anyone else's). */
export function getLetter(id: string, options: RequestOptions = {}) {
  return callApi(stationDetailCall, { id }, options);
}

export function useLetter(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['letters', 'detail', id] as const,
    queryFn: ({ signal }) => getLetter(id, { signal, silent: true }),
    enabled,
    staleTime: 0,
  });
}
