import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';
import { gamesKeys } from './games-api.ts';

const gameRecordCountCall = callRef('gameRecordCount', '/v2/app/record/game/record/count');
const gameRecordQueryCall = callRef('gameRecordQuery', '/v2/app/record/game/record/query');

export type GameRecordRequest = RequestOf<typeof gameRecordQueryCall>;
export type GameRecordFilter = RequestOf<typeof gameRecordCountCall>;

/** POST /v2/app/record/game/record/query: the member's rounds, newest first. */
export function useGameRecords(request: GameRecordRequest, enabled = true) {
  return useQuery({
    queryKey: [...gamesKeys.records, 'list', request],
    queryFn: ({ signal }) => callApi(gameRecordQueryCall, request, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/app/record/game/record/count: totals over the same filter. */
export function useGameRecordTotals(filter: GameRecordFilter, enabled = true) {
  return useQuery({
    queryKey: [...gamesKeys.records, 'count', filter],
    queryFn: ({ signal }) => callApi(gameRecordCountCall, filter, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
