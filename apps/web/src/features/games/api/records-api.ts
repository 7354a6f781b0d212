import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';
import { gamesKeys } from './games-api.ts';

export type GameRecordRequest = RequestOf<typeof calls.gameRecordQuery>;
export type GameRecordFilter = RequestOf<typeof calls.gameRecordCount>;

/** POST /v2/app/record/game/record/query: the member's rounds, newest first. */
export function useGameRecords(request: GameRecordRequest, enabled = true) {
  return useQuery({
    queryKey: [...gamesKeys.records, 'list', request],
    queryFn: ({ signal }) => callApi(calls.gameRecordQuery, request, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/app/record/game/record/count: totals over the same filter. */
export function useGameRecordTotals(filter: GameRecordFilter, enabled = true) {
  return useQuery({
    queryKey: [...gamesKeys.records, 'count', filter],
    queryFn: ({ signal }) => callApi(calls.gameRecordCount, filter, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
