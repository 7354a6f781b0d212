import { callRef, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';
import { gamesKeys } from './games-api.ts';
import { replaceQueryData } from '../../../lib/query-client.ts';

const gameFairClientSeedCall = callRef('gameFairClientSeed', '/v2/app/game/fair/client-seed');
const gameFairRotateCall = callRef('gameFairRotate', '/v2/app/game/fair/rotate');
const gameFairRoundCall = callRef('gameFairRound', '/v2/app/game/fair/round');
const gameFairnessCall = callRef('gameFairness', '/v2/app/game/fair/seeds');

export type TFairRound = ResponseOf<typeof gameFairRoundCall>;

/** POST /v2/app/game/fair/seeds: active server seed hash, client seed, nonce, previous pair. */
export function useFairness() {
  return useQuery({
    queryKey: gamesKeys.fairness,
    queryFn: ({ signal }) => callApi(gameFairnessCall, {}, { signal }),
    staleTime: 0,
  });
}

/** POST /v2/app/game/fair/client-seed (silent: the form shows the message under the field). */
export function useSetClientSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => callApi(gameFairClientSeedCall, { clientSeed }, { silent: true }),
    onSuccess: (data) => replaceQueryData(client, gamesKeys.fairness, data),
  });
}

/** POST /v2/app/game/fair/rotate: reveals the active seed, starts a new one. */
export function useRotateSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(gameFairRotateCall, {}),
    onSuccess: (data) => replaceQueryData(client, gamesKeys.fairness, data),
  });
}

/** POST /v2/app/game/fair/round: one of the member's rounds with its proof. */
export function fetchFairRound(recordId: string): Promise<TFairRound> {
  return callApi(gameFairRoundCall, { recordId }, { silent: true });
}

const gameFairChainCall = callRef('gameFairChain', '/v2/app/game/fair/chain');

export type TFairChain = ResponseOf<typeof gameFairChainCall>;

/** POST /v2/app/game/fair/chain (public): a page of sealed days, oldest first; the latest when `from` is not given. */
export function useFairChain(from: string | undefined) {
  return useQuery({
    queryKey: gamesKeys.fairChain(from ?? null),
    queryFn: ({ signal }) => callApi(gameFairChainCall, { ...(from ? { from } : {}), limit: 7 }, { signal }),
    staleTime: 60_000,
  });
}
