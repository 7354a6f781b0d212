import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';
import { gamesKeys } from './games-keys.ts';

const gameQueryLatestNewCall = callRef('gameQueryLatestNew', '/v2/app/game/query/latest/new');
const gameQueryPopNewCall = callRef('gameQueryPopNew', '/v2/app/game/query/pop/new');

/** POST /v2/app/game/query/pop/new and /latest/new: the home page rows (public). */
export function useHomeRow(kind: 'popular' | 'latest', limit = 8) {
  return useQuery({
    queryKey: kind === 'popular' ? gamesKeys.popular(limit) : gamesKeys.latest(limit),
    queryFn: ({ signal }) =>
      callApi(kind === 'popular' ? gameQueryPopNewCall : gameQueryLatestNewCall, { limit }, { signal, silent: true }),
    staleTime: 60_000,
  });
}
