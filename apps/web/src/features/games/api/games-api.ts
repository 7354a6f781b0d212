import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import type { TGame, TMachine } from '@amigo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';
import { gamesKeys } from './games-keys.ts';
import { keepCommitment } from '../kept-commitments.ts';

const gameCatalogueCall = callRef('gameCatalogue', '/v2/app/game/catalogue');
const gameFavoriteListCall = callRef('gameFavoriteList', '/v2/app/game/favorite/list');
const gameFavoriteSetCall = callRef('gameFavoriteSet', '/v2/app/game/favorite/set');
const gameFloorCall = callRef('gameFloor', '/v2/app/game/floor');
const gameMachineCall = callRef('gameMachine', '/v2/app/game/machine');
const gamePlayCall = callRef('gamePlay', '/v2/app/game/play');
const gameSeatCurrentCall = callRef('gameSeatCurrent', '/v2/app/game/seat/current');
const gameSeatLeaveCall = callRef('gameSeatLeave', '/v2/app/game/seat/leave');
const gameSeatTakeCall = callRef('gameSeatTake', '/v2/app/game/seat/take');

/*
 * The game hall's calls (packages/contract/src/calls/games.ts). The query keys and the home
 * page's rows live in their own modules, so the home page does not carry the hall's calls.
 */
export { gamesKeys };
export { useHomeRow } from './home-rows.ts';

/** POST /v2/app/game/catalogue: every model with its published RTP and bet options. */
export function useCatalogue() {
  return useQuery({
    queryKey: gamesKeys.catalogue,
    queryFn: ({ signal }) => callApi(gameCatalogueCall, {}, { signal }),
    staleTime: 60_000,
  });
}

/** POST /v2/app/game/floor: the machines with their data counters (refreshed every 15 s while shown). */
export function useFloor(request: RequestOf<typeof gameFloorCall>) {
  return useQuery({
    queryKey: gamesKeys.floor(request),
    queryFn: ({ signal }) => callApi(gameFloorCall, request, { signal }),
    staleTime: 0,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });
}

/** POST /v2/app/game/machine: one machine's data board. */
export function useMachineDetail(machineId: number | null) {
  return useQuery({
    queryKey: gamesKeys.machine(machineId ?? 0),
    queryFn: ({ signal }) => callApi(gameMachineCall, { machineId: machineId ?? 0 }, { signal }),
    enabled: machineId !== null,
    staleTime: 0,
  });
}

/** POST /v2/app/game/favorite/list. */
export function useFavorites() {
  return useQuery({
    queryKey: gamesKeys.favorites,
    queryFn: ({ signal }) => callApi(gameFavoriteListCall, {}, { signal }),
  });
}

/** POST /v2/app/game/favorite/set: the list updates at once and is confirmed by the answer. */
export function useSetFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: RequestOf<typeof gameFavoriteSetCall>) => callApi(gameFavoriteSetCall, payload),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.all, refetchType: 'active' }),
  });
}

/** POST /v2/app/game/seat/current: the member's seat, or null. */
export function useCurrentSeat() {
  return useQuery({
    queryKey: gamesKeys.seat,
    queryFn: ({ signal }) => callApi(gameSeatCurrentCall, {}, { signal }),
    staleTime: 0,
  });
}

export type TSeatAnswer = ResponseOf<typeof gameSeatTakeCall>;

/** POST /v2/app/game/seat/take. Errors (occupied, out of service) are shown where the member clicked. */
export function takeSeat(machineId: number): Promise<TSeatAnswer> {
  return callApi(gameSeatTakeCall, { machineId }, { silent: true });
}

/** POST /v2/app/game/seat/leave. */
export function leaveSeat(options: RequestOptions = {}) {
  return callApi(gameSeatLeaveCall, {}, { silent: true, ...options });
}

export type TPlayRequest = RequestOf<typeof gamePlayCall>;

/**
 * POST /v2/app/game/play, silent: the game screen shows the envelope's msg itself. The setting
 * commitment and day root the answer names are kept in this browser for the verifier.
 */
export async function playRound(payload: TPlayRequest, options: RequestOptions = {}) {
  const result = await callApi(gamePlayCall, payload, { silent: true, ...options });
  keepCommitment(result.recordId, result.proof);
  return result;
}

export type { TGame, TMachine };
